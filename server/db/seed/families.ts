import { FIRST_NAMES } from './names';
import { SeededRandom } from './random';

/** How often a family reads in each language, as a district's enrolment forms might say. */
const LANGUAGE_SHARES: [string, number][] = [['en', 0.7], ['es', 0.22], ['vi', 0.03], ['zh', 0.02], ['ar', 0.015], ['ht', 0.015]];
const SECOND_GUARDIAN = { mother: 'father', father: 'mother', grandparent: 'grandparent', guardian: 'guardian' } as Record<string, string>;

function languageOf(random: SeededRandom): string {
  let draw = random.next();
  for (const [language, share] of LANGUAGE_SHARES) {
    draw -= share;
    if (draw < 0) return language;
  }
  return 'en';
}

const mailOf = (name: string, random: SeededRandom) => (random.chance(0.8) ? `${name.normalize('NFD').replace(/[^A-Za-z ]/g, '').trim().replace(/\s+/g, '.').toLowerCase()}@example.net` : null);
const phoneOf = (random: SeededRandom) => `(${random.int(201, 989)}) ${random.int(200, 989)}-${random.digits(4)}`;

/**
 * A student's guardians: the first one as the routing draws them, then — from a generator of the
 * student's own, so that the rest of the demo stays as it was — their e-mail, the family's language,
 * who may pick the student up, and often a second guardian.
 */
export function familyOf(studentId: number, lastName: string, first: { name: string; phone: string; relationship: string }): object[] {
  const random = new SeededRandom(studentId * 7_919 + 17);
  const language = languageOf(random);
  const guardians = [{ ...first, otherPhone: random.chance(0.4) ? phoneOf(random) : null, email: mailOf(first.name, random), language, mayPickUp: true }];
  if (random.chance(0.55)) {
    const name = `${random.pick(FIRST_NAMES)} ${lastName}`;
    guardians.push({ name, relationship: SECOND_GUARDIAN[first.relationship] ?? 'guardian', phone: phoneOf(random), otherPhone: null, email: mailOf(name, random), language, mayPickUp: random.chance(0.8) });
  }
  return guardians;
}
