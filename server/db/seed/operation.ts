/** The shape of the demo operation: who exists, where, and how much of it. */
export const DEMO_DISTRICTS = [
  { code: 'CVUSD', name: 'Cedar Valley Unified School District', timezone: 'America/Los_Angeles', city: 'Sacramento', state: 'CA', zip: '958', lat: 38.5816, lng: -121.4944, campuses: 12 },
  { code: 'LISD', name: 'Lakeshore Independent School District', timezone: 'America/Chicago', city: 'Austin', state: 'TX', zip: '787', lat: 30.2672, lng: -97.7431, campuses: 10 },
  { code: 'PRPS', name: 'Pine Ridge Public Schools', timezone: 'America/Denver', city: 'Denver', state: 'CO', zip: '802', lat: 39.7392, lng: -104.9903, campuses: 8 },
] as const;

/** Each vendor's yards sit in the districts it serves. */
export const DEMO_VENDORS = [
  { code: 'SUMMIT', name: 'Summit Student Transportation', districts: ['CVUSD', 'PRPS'], yards: ['North Yard', 'South Yard', 'Foothill Yard'] },
  { code: 'BRIGHT', name: 'Bright Path Bus Co.', districts: ['CVUSD', 'LISD'], yards: ['Central Yard', 'Eastside Yard'] },
  { code: 'LONEST', name: 'Lone Star School Coaches', districts: ['LISD'], yards: ['Riverside Yard', 'Airport Yard'] },
  { code: 'FRONTR', name: 'Front Range Pupil Transit', districts: ['PRPS', 'CVUSD'], yards: ['Mesa Yard', 'Platte Yard'] },
] as const;

export type DistrictCode = (typeof DEMO_DISTRICTS)[number]['code'];

export const GRADES = ['K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

/** Counts of the default demo operation; `scale` widens the ride history for benchmarks. */
export interface DemoSize {
  vehicles: number;
  drivers: number;
  monitors: number;
  students: number;
  /** Runs come in AM / PM pairs. */
  runs: number;
  /** School days of rides before today (a month at scale 1); a week after today is always added. */
  pastSchoolDays: number;
  futureSchoolDays: number;
  /**
   * School days before today whose rides carry their history: events, fees, route issues, traces,
   * scans, inspections, bus reports (all of them when left out). A state's year of rides is about
   * the rides; their every event would be fifty million rows more.
   */
  detailedSchoolDays?: number;
}

export const DEFAULT_DEMO_SIZE: DemoSize = {
  vehicles: 300,
  drivers: 400,
  monitors: 120,
  students: 20000,
  runs: 1000,
  pastSchoolDays: 22,
  futureSchoolDays: 5,
};

/** A small operation of the same shape, for tests that need a seeded database quickly. */
export const SMALL_DEMO_SIZE: DemoSize = {
  vehicles: 24,
  drivers: 30,
  monitors: 8,
  students: 600,
  runs: 60,
  pastSchoolDays: 3,
  futureSchoolDays: 2,
};

/**
 * A statewide operation on one deployment (South Carolina runs about 5,100 buses): 5,000 buses on
 * 56,000 runs a day (a bus's tiers, mornings and afternoons), a million students, and a school year
 * of rides, 10 million, of which the last school day's carry their history.
 */
export const STATE_DEMO_SIZE: DemoSize = {
  vehicles: 5000,
  drivers: 6000,
  monitors: 1500,
  students: 1_000_000,
  runs: 56_000,
  pastSchoolDays: 174,
  futureSchoolDays: 5,
  detailedSchoolDays: 1,
};

export function scaledDemoSize(scale: number, base: DemoSize = DEFAULT_DEMO_SIZE): DemoSize {
  return { ...base, pastSchoolDays: Math.max(1, Math.round(base.pastSchoolDays * scale)) };
}
