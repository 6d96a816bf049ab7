import { GUARDIAN_LANGUAGES } from '../../../../resources/students';
import { FIRST_NAMES, JOB_TITLES, LAST_NAMES, MECHANICS } from '../vocabulary';
import type { FieldContext, FieldMaker } from '../recordTypes';
import { pickReference } from '../referencePicks';
import { parentOf, personName } from './makerKit';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '.').replace(/^\.|\.$/g, '');

/** The e-mail domain of whoever the record works for: its vendor, else its district. */
function domainOf(context: FieldContext): string {
  const vendor = parentOf(context, 'vendorId');
  if (vendor) return `${String(vendor.code).toLowerCase()}-transit.com`;
  const district = parentOf(context, 'districtId');
  return district ? `${String(district.code).toLowerCase()}.k12.or.us` : 'example.org';
}

export const phoneNumber = (context: FieldContext, name = context.name) =>
  `(${context.random.pick(`${name}.area`, ['503', '971'])}) 555-01${context.random.digits(`${name}.line`, 2)}`;

/** The full name of a person a record names by id (a trip's bus keeps its driver's name as written then). */
function nameOfReferenced(context: FieldContext, base: string): string | null {
  const person = parentOf(context, `${base}Id`);
  return person && typeof person.firstName === 'string' ? `${person.firstName} ${String(person.lastName)}` : null;
}

/** People: names, how to reach them, their job, and the names records keep of who did what. */
export const PEOPLE_MAKERS: Record<string, FieldMaker> = {
  firstName: ({ random }) => random.pick('first', FIRST_NAMES),
  lastName: ({ random }) => random.pick('last', LAST_NAMES),
  email: (context) => {
    const { row } = context;
    const local = typeof row.firstName === 'string' ? `${row.firstName}.${String(row.lastName)}` : personName(context);
    return `${slug(local)}@${domainOf(context)}`;
  },
  phone: (context) => phoneNumber(context),
  contactPhone: (context) => phoneNumber(context),
  contactName: (context) => personName(context),
  approverEmail: (context) => (context.row.approverKind === 'user' ? `${slug(String(context.row.approverName))}@${domainOf(context)}` : null),
  'trip-approval-path.approverName': (context) => (context.row.approverKind === 'user' ? personName(context) : ['Principal', 'Transportation Director', 'Assistant Superintendent'][context.twin % 3]),
  'vendor-employees.title': ({ random }) => random.pick('title', JOB_TITLES.vendor),
  'school-employees.title': ({ random }) => random.pick('title', JOB_TITLES.school),
  mechanicName: ({ random }) => random.pick('mechanic', MECHANICS),
  studentName: (context) => nameOfReferenced(context, 'student') ?? personName(context),
  driverName: (context) => nameOfReferenced(context, 'driver'),
  vehicleNumber: (context) => (parentOf(context, 'vehicleId')?.number as string | undefined) ?? null,
  'trip-approval-path.stepOrder': ({ twin }) => twin + 1,
  // An entry is a driver's hours or a monitor's, never both: one in five is a monitor's.
  'timesheet-entries.driverId': (context) => (context.index % 5 === 4 ? null : pickReference(context, context.index)),
  'timesheet-entries.monitorId': (context) => (context.row.driverId == null ? pickReference(context, context.index) : null),
  guardians: (context) => {
    const { random, row } = context;
    const name = `${random.pick('guardian', FIRST_NAMES)} ${String(row.lastName)}`;
    const language = random.pick('language', random.happens('english', 0.7) ? ['en'] : GUARDIAN_LANGUAGES);
    const first = { name, relationship: random.pick('relationship', ['mother', 'father', 'guardian', 'grandparent']), phone: phoneNumber(context, 'guardianPhone'), otherPhone: null, email: `${slug(name)}@example.net`, language, mayPickUp: true };
    if (!random.happens('second', 0.5)) return [first];
    const second = `${random.pick('guardian2', FIRST_NAMES)} ${String(row.lastName)}`;
    return [first, { name: second, relationship: 'guardian', phone: phoneNumber(context, 'guardian2Phone'), otherPhone: null, email: null, language, mayPickUp: random.happens('pickUp', 0.8) }];
  },
  licenseNumber: ({ random }) => `OR${random.digits('licence', 7)}`,
  requestedByName: (context) => personName(context),
  uploadedByName: (context) => personName(context),
  decidedByName: (context) => personName(context),
  sentByName: (context) => personName(context),
  requestedByUserId: () => 1,
  'drivers.standbyStatus': ({ random }) => (random.happens('standby', 0.12) ? 'on_standby' : 'off'),
};
