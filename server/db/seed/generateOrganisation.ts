import type { Insertable } from 'kysely';
import type { CampusesTable, CampusProgramsTable, DistrictsTable, DriversTable, MonitorsTable, VehiclesTable, VendorsTable, YardsTable } from '../schema';
import { addDays, minutesToTime } from './calendar';
import { FIRST_NAMES, LAST_NAMES, SCHOOL_NAMES, VEHICLE_MODELS } from './names';
import { DEMO_DISTRICTS, DEMO_VENDORS, GRADES, type DemoSize } from './operation';
import { pointNear, streetAddress } from './places';
import type { SeededRandom } from './random';

type Row<T> = Insertable<T> & { id: number };

export interface Organisation {
  districts: Row<DistrictsTable>[];
  campuses: Row<CampusesTable>[];
  campusPrograms: Row<CampusProgramsTable>[];
  vendors: Row<VendorsTable>[];
  yards: Row<YardsTable>[];
  vehicles: Row<VehiclesTable>[];
  drivers: Row<DriversTable>[];
  monitors: Row<MonitorsTable>[];
}

const SCHOOL_LEVELS = [
  { kind: 'Elementary School', grades: GRADES.slice(0, 6), bell: 8 * 60 + 15, weight: 6 },
  { kind: 'Middle School', grades: GRADES.slice(6, 9), bell: 8 * 60 + 45, weight: 3 },
  { kind: 'High School', grades: GRADES.slice(9), bell: 7 * 60 + 30, weight: 2 },
] as const;

export function generateOrganisation(random: SeededRandom, size: DemoSize, today: string, now: string): Organisation {
  const org: Organisation = { districts: [], campuses: [], campusPrograms: [], vendors: [], yards: [], vehicles: [], drivers: [], monitors: [] };
  const stamp = { createdAt: now, updatedAt: now };
  const person = () => ({ firstName: random.pick(FIRST_NAMES), lastName: random.pick(LAST_NAMES) });
  const phone = () => `(${random.int(201, 989)}) ${random.int(200, 989)}-${random.digits(4)}`;

  DEMO_DISTRICTS.forEach((d, index) => {
    const districtId = index + 1;
    org.districts.push({
      id: districtId, name: d.name, code: d.code, timezone: d.timezone, address: streetAddress(random, d),
      phone: phone(), email: `transportation@${d.code.toLowerCase()}.example.org`, lat: d.lat, lng: d.lng,
      standardGrades: JSON.stringify(GRADES.map((value) => ({ gradeId: value, value, isCustom: false }))),
      status: 'active', ...stamp,
    });
    for (let c = 0; c < d.campuses; c += 1) {
      const level = SCHOOL_LEVELS[c % 11 < 6 ? 0 : c % 11 < 9 ? 1 : 2];
      const id = org.campuses.length + 1;
      const location = pointNear(random, d, 1500, 14000);
      org.campuses.push({
        id, districtId, name: `${SCHOOL_NAMES[(index * 11 + c) % SCHOOL_NAMES.length]} ${level.kind}`,
        code: `${d.code}-${String(c + 1).padStart(3, '0')}`, address: streetAddress(random, d), ...location,
        grades: JSON.stringify(level.grades), bellStart: minutesToTime(level.bell),
        bellEnd: minutesToTime(level.bell + 6 * 60 + 50), status: 'active', ...stamp,
      });
      const programs = ['General Education', level.kind === 'Elementary School' ? 'Special Education' : 'Magnet Program'];
      programs.forEach((name) => org.campusPrograms.push({
        id: org.campusPrograms.length + 1, districtId, campusId: id, name,
        days: JSON.stringify(['MO', 'TU', 'WE', 'TH', 'FR']), bellStart: minutesToTime(level.bell),
        bellEnd: minutesToTime(level.bell + 6 * 60 + 50), ...stamp,
      }));
    }
  });

  DEMO_VENDORS.forEach((v, index) => {
    const vendorId = index + 1;
    const home = DEMO_DISTRICTS.find((d) => d.code === v.districts[0])!;
    org.vendors.push({
      id: vendorId, name: v.name, code: v.code, contactName: `${person().firstName} ${person().lastName}`,
      phone: phone(), email: `dispatch@${v.code.toLowerCase()}.example.com`, status: 'active',
      insuranceExpires: addDays(today, random.int(40, 400)), contractStart: addDays(today, -random.int(200, 900)),
      contractEnd: addDays(today, random.int(120, 1000)), ...stamp,
    });
    v.yards.forEach((name, yardIndex) => {
      const district = DEMO_DISTRICTS.find((d) => d.code === v.districts[yardIndex % v.districts.length]) ?? home;
      org.yards.push({
        id: org.yards.length + 1, vendorId, name, address: streetAddress(random, district),
        ...pointNear(random, district, 3000, 12000), capacity: random.int(40, 120), ...stamp,
      });
    });
  });

  if (size.vehicles < org.yards.length || size.drivers < org.yards.length) {
    throw new RangeError(`The demo needs at least ${org.yards.length} vehicles and drivers, one per yard.`);
  }
  const yardOf = (i: number) => org.yards[i % org.yards.length];
  for (let i = 0; i < size.vehicles; i += 1) {
    const yard = yardOf(i);
    const model = random.chance(0.8) ? VEHICLE_MODELS[random.int(0, 4)] : random.pick(VEHICLE_MODELS);
    const status = random.chance(0.92) ? 'in_service' : random.pick(['out_of_service', 'spare']);
    org.vehicles.push({
      id: i + 1, vendorId: yard.vendorId, yardId: yard.id, number: String(100 + i),
      vin: `1BA${random.digits(6)}${String.fromCharCode(65 + random.int(0, 25))}${random.digits(7)}`,
      plate: `${random.digits(1)}SB${random.digits(4)}`, make: model.make, model: model.model,
      year: random.int(2012, 2026), type: model.type, seats: model.seats, wheelchairPositions: model.wheelchair,
      status, maintenanceStatus: random.chance(0.85) ? 'ok' : random.pick(['service_due', 'in_shop']),
      odometer: random.int(5000, 240000), gpsDeviceId: `GPS-${String(i + 1).padStart(5, '0')}`, ...stamp,
    });
  }

  const staff = (i: number) => {
    const yard = yardOf(i);
    const name = person();
    return {
      id: i + 1, vendorId: yard.vendorId, yardId: yard.id, ...name,
      email: `${name.firstName}.${name.lastName}.${i + 1}@drivers.example.com`.toLowerCase(), phone: phone(),
      hireDate: addDays(today, -random.int(30, 5000)), ...stamp,
    };
  };
  for (let i = 0; i < size.drivers; i += 1) {
    org.drivers.push({
      ...staff(i), status: random.chance(0.9) ? 'active' : random.pick(['on_leave', 'inactive']),
      licenseClass: random.chance(0.85) ? 'B' : 'A', licenseNumber: `D${random.digits(7)}`,
      licenseExpires: addDays(today, random.int(-20, 1400)), standbyStatus: random.chance(0.08) ? 'on_standby' : 'off',
    });
  }
  for (let i = 0; i < size.monitors; i += 1) {
    org.monitors.push({ ...staff(i + size.drivers), id: i + 1, status: random.chance(0.93) ? 'active' : 'on_leave' });
  }
  return org;
}
