import { addressAt } from '../mockGeography';
import { clockTimeOf, minutesOf } from '../../../../resources/settings/clockTime';
import type { FieldContext, FieldMaker } from '../recordTypes';
import { CITY, DISTRICTS, PROGRAM_NAMES, SCHOOL_NAMES, VENDORS, YARD_NAMES } from '../vocabulary';
import { parentOf, placeOf, schoolKindOf, WEEKDAYS } from './makerKit';

/** Schools of a kind ring their bells within half an hour of each other, so that buses can serve several. */
const bellOf = (context: FieldContext, usual: string) => clockTimeOf(minutesOf(usual) + [0, 15, 30][Math.floor(context.index / 4) % 3]);

const districtOf = (index: number) => DISTRICTS[index % DISTRICTS.length];
const vendorOf = (index: number) => VENDORS[index % VENDORS.length];

/** Districts, campuses and their programs, vendors and their yards: names, codes, places and school days. */
export const ORGANISATION_MAKERS: Record<string, FieldMaker> = {
  'districts.name': ({ index }) => districtOf(index).name,
  'districts.code': ({ index }) => districtOf(index).code,
  'districts.email': ({ index }) => `transportation@${districtOf(index).code.toLowerCase()}.k12.or.us`,
  'districts.standardGrades': () => ['K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'].map((value) => ({ gradeId: value, value, isCustom: false })),
  'campuses.name': (context) => `${SCHOOL_NAMES[context.index % SCHOOL_NAMES.length]} ${schoolKindOf(context.index).kind}`,
  'campuses.code': (context) => `${parentOf(context, 'districtId')?.code ?? 'SD'}-${String(context.index + 1).padStart(2, '0')}`,
  'campuses.grades': (context) => [...schoolKindOf(context.index).grades],
  'campuses.bellStart': (context) => bellOf(context, schoolKindOf(context.index).bellStart),
  'campuses.bellEnd': (context) => bellOf(context, schoolKindOf(context.index).bellEnd),
  'campus-programs.name': ({ index }) => PROGRAM_NAMES[index % PROGRAM_NAMES.length],
  'campus-programs.days': () => WEEKDAYS,
  'campus-programs.bellStart': (context) => parentOf(context, 'campusId')?.bellStart,
  'campus-programs.bellEnd': (context) => parentOf(context, 'campusId')?.bellEnd,
  'vendors.name': ({ index }) => vendorOf(index).name,
  'vendors.code': ({ index }) => vendorOf(index).code,
  'vendors.email': ({ index }) => `dispatch@${vendorOf(index).code.toLowerCase()}-transit.com`,
  'yards.name': ({ index }) => YARD_NAMES[index % YARD_NAMES.length],
  'yards.capacity': ({ random }) => random.int('capacity', 4, 12) * 10,
  'route-group.name': (context) => `${String(parentOf(context, 'campusId')?.name ?? 'District')} Routes`,
  'route-group.code': (context) => `${String(parentOf(context, 'campusId')?.code ?? 'RG')}-RG`,
  'route-group.status': ({ random }) => random.pick('status', ['approved', 'approved', 'approved', 'approved', 'approved', 'approved', 'pending_approval', 'draft']),
  daysOfWeek: () => WEEKDAYS,
  timezone: () => 'America/Los_Angeles',
  address: (context) => addressAt(context.random, 'address', placeOf(context)),
  lat: (context) => placeOf(context).lat,
  lng: (context) => placeOf(context).lng,
  // One home in thirty was readdressed without a new pin: the coordinator's list of locations to check.
  locationVerified: ({ random }) => !random.happens('unverified', 1 / 30),
  city: () => CITY.name,
};
