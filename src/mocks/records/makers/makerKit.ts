import { CITY, DISTRICTS, FIRST_NAMES, LAST_NAMES, SCHOOL_KINDS } from '../vocabulary';
import { offsetBy, pointAround, type Point } from '../mockGeography';
import { referenced } from '../referencePicks';
import type { FieldContext, MockRow } from '../recordTypes';

/** What several makers read: the records a record points at, a person's name, where things are. */

export const parentOf = (context: FieldContext, field: string): MockRow | undefined => referenced(context.made, context.resource, context.row, field);

export const personName = (context: FieldContext, name = context.name) =>
  `${context.random.pick(`${name}.first`, FIRST_NAMES)} ${context.random.pick(`${name}.last`, LAST_NAMES)}`;

/** The kind of school a campus is: elementary schools are the most numerous. */
export const schoolKindOf = (campusIndex: number) => SCHOOL_KINDS[[0, 0, 1, 2][campusIndex % 4]];

export const districtPlace = (index: number): Point => {
  const district = DISTRICTS[index % DISTRICTS.length];
  return offsetBy(CITY, district.east, district.north);
};

const pointOf = (row: MockRow | undefined): Point | undefined =>
  row && typeof row.lat === 'number' && typeof row.lng === 'number' ? { lat: row.lat, lng: row.lng } : undefined;

/**
 * Where a record is (a home, a parked bus, a school), shared by its address and coordinates: near
 * its campus, yard or district, whichever it names first, else somewhere in the city.
 */
export function placeOf(context: FieldContext): Point {
  return context.once('place', () => {
    const { name } = context.resource;
    if (name === 'districts') return districtPlace(context.index);
    const anchor = ['campusId', 'yardId', 'districtId'].map((field) => pointOf(parentOf(context, field))).find(Boolean);
    if (name === 'campuses') return pointAround(context.random, 'place', anchor ?? CITY, 500, 4000);
    if (name === 'yards') return pointAround(context.random, 'place', CITY, 4000, 11000);
    if (name === 'students') return homeNearStop(context) ?? pointAround(context.random, 'place', anchor ?? CITY, 600, 3000);
    return pointAround(context.random, 'place', anchor ?? CITY, anchor ? 600 : 2000, anchor ? 5500 : 9000);
  });
}

/** A student lives a short walk from a stop of a morning run of their campus (one in twenty-five farther). */
function homeNearStop(context: FieldContext): Point | undefined {
  const runs = context.made.rowsOf('routes').filter((run) => run.campusId === context.row.campusId && run.direction === 'AM');
  if (!runs.length) return undefined;
  const stops = context.random.pick('run', runs).stops as Point[];
  return pointAround(context.random, 'place', context.random.pick('stop', stops), 20, context.random.happens('far', 0.04) ? 1300 : 300);
}

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR'];
