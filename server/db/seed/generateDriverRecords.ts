import type { Insertable, Kysely } from 'kysely';
import { warningStartsOn } from '../../../resources/driver-documents/documentState';
import type { Database, DriverAttendanceTable, DriverDocumentsTable, DriverDocumentTypesTable } from '../schema';
import { addDays, minutesToTime, zonedToUtcIso } from './calendar';
import type { Organisation } from './generateOrganisation';
import { DEMO_DISTRICTS, DEMO_VENDORS } from './operation';
import type { SeededRandom } from './random';

/** What every vendor tracks for its drivers: years a document is issued for, days of warning before it expires. */
const DOCUMENT_TYPES = [
  { code: 'CDL', name: "Commercial driver's license", years: 4, warningDays: 60, required: 1, description: 'Class A or B, with the passenger and school bus endorsements.' },
  { code: 'MED', name: 'DOT medical card', years: 2, warningDays: 45, required: 1, description: 'Medical examiner\'s certificate.' },
  { code: 'SBUS', name: 'School bus certificate', years: 1, warningDays: 60, required: 1, description: 'State school bus driver certificate, renewed each year.' },
  { code: 'BGC', name: 'Background check', years: 3, warningDays: 30, required: 1, description: 'Fingerprint and criminal record clearance.' },
  { code: 'DRUG', name: 'Drug and alcohol test', years: 1, warningDays: 30, required: 1, description: 'Random-pool enrolment and last test result.' },
  { code: 'CPR', name: 'First aid and CPR', years: 2, warningDays: 30, required: 0, description: null },
] as const;

/** How a school day's attendance falls out. */
const ATTENDANCE = [
  ['present', 0.84], ['late', 0.05], ['sick', 0.03], ['absent', 0.02], ['vacation', 0.04], ['training', 0.02],
] as const;

const ATTENDANCE_DAYS = 10;

function pickWeighted<T extends string>(random: SeededRandom, weighted: readonly (readonly [T, number])[]): T {
  let roll = random.next();
  for (const [value, weight] of weighted) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return weighted[0][0];
}

/** When a document expires: most valid, some in their warning window, a few past their expiry, so that every vendor has each state. */
function expiryOf(random: SeededRandom, today: string, warningDays: number): string {
  const roll = random.next();
  if (roll < 0.06) return addDays(today, -random.int(1, 90));
  if (roll < 0.18) return addDays(today, random.int(0, warningDays));
  return addDays(today, random.int(warningDays + 1, 700));
}

/**
 * The drivers' records (DOMAIN.md "Fleet and staff"): each vendor's document types, each active
 * driver's documents (the licence from the driver's own licence data, a few missing), and the
 * attendance of the last school days — today's only for those who have clocked in yet.
 */
export function generateDriverRecords(random: SeededRandom, org: Organisation, schoolDays: string[], today: string, now: string) {
  const stamp = { createdAt: now, updatedAt: now };
  const driverDocumentTypes: (Insertable<DriverDocumentTypesTable> & { id: number })[] = [];
  const driverDocuments: Insertable<DriverDocumentsTable>[] = [];
  const driverAttendance: Insertable<DriverAttendanceTable>[] = [];
  const typesOf = new Map<number, typeof driverDocumentTypes>();
  for (const vendor of org.vendors) {
    const types = DOCUMENT_TYPES.map(({ code, name, warningDays, required, description }, index) => ({
      id: driverDocumentTypes.length + index + 1, vendorId: vendor.id, code, name, warningDays, required, description, ...stamp,
    }));
    driverDocumentTypes.push(...types);
    typesOf.set(vendor.id, types);
  }

  for (const driver of org.drivers) {
    const owner = { vendorId: driver.vendorId, yardId: driver.yardId ?? null, driverId: driver.id };
    for (const [index, type] of typesOf.get(driver.vendorId)!.entries()) {
      const { years } = DOCUMENT_TYPES[index];
      if (driver.status === 'inactive' || (!type.required && random.chance(0.4)) || random.chance(0.03)) continue;
      const licence = type.code === 'CDL' && driver.licenseExpires;
      const expiresOn = licence ? driver.licenseExpires! : expiryOf(random, today, type.warningDays);
      const issuedOn = addDays(expiresOn, -365 * years);
      driverDocuments.push({
        ...owner, typeId: type.id, number: licence ? (driver.licenseNumber ?? null) : `${type.code}-${random.digits(7)}`,
        issuedOn, expiresOn, warnFrom: warningStartsOn(expiresOn, type.warningDays),
        fileName: `${type.code.toLowerCase()}-${driver.lastName.toLowerCase()}-${issuedOn}.pdf`, notes: null, ...stamp,
      });
    }
  }

  const days = schoolDays.filter((day) => day <= today).slice(-ATTENDANCE_DAYS);
  for (const driver of org.drivers.filter((d) => d.status === 'active')) {
    const owner = { vendorId: driver.vendorId, yardId: driver.yardId ?? null, driverId: driver.id };
    for (const day of days) {
      const isToday = day === today;
      // Today's sheet is filled as drivers arrive: some have not been entered yet.
      if (isToday && random.chance(0.25)) continue;
      const status = pickWeighted(random, ATTENDANCE);
      const atWork = status === 'present' || status === 'late' || status === 'training';
      const clockIn = atWork ? minutesToTime(status === 'late' ? random.int(6 * 60 + 25, 7 * 60 + 15) : random.int(5 * 60 + 35, 6 * 60 + 20)) : null;
      const clockOut = atWork && !isToday ? minutesToTime(random.int(15 * 60 + 40, 17 * 60 + 45)) : null;
      const notes = status === 'late' ? 'Traffic on the way in' : status === 'sick' ? 'Called in sick' : null;
      driverAttendance.push({ ...owner, attendanceDate: day, status, clockIn, clockOut, notes, ...stamp });
    }
  }
  return { driverDocumentTypes, driverDocuments, driverAttendance };
}

/**
 * Who was put on standby this morning: the drivers the organisation seeded on standby, and in each
 * yard without one, its first active driver, so that every yard's board has someone to call.
 */
export async function stampStandby(db: Kysely<Database>, org: Organisation, today: string): Promise<void> {
  const onStandby = new Set(org.drivers.filter((d) => d.standbyStatus === 'on_standby').map((d) => d.id));
  for (const yard of org.yards) {
    const active = org.drivers.filter((d) => d.yardId === yard.id && d.status === 'active');
    if (active.length > 1 && !active.some((d) => onStandby.has(d.id))) onStandby.add(active[active.length - 1].id);
  }
  for (const vendor of org.vendors) {
    const home = DEMO_DISTRICTS.find((d) => d.code === DEMO_VENDORS[vendor.id - 1]?.districts[0]) ?? DEMO_DISTRICTS[0];
    const ids = org.drivers.filter((d) => d.vendorId === vendor.id && onStandby.has(d.id)).map((d) => d.id);
    if (ids.length === 0) continue;
    await db.updateTable('drivers').set({ standbyStatus: 'on_standby', standbySince: zonedToUtcIso(today, '05:30', home.timezone) }).where('id', 'in', ids).execute();
  }
}
