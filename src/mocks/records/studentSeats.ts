import { keyedRandom } from './keyedRandom';
import { addDays, type MockClock } from './mockClock';
import { distanceMeters, type Point } from './mockGeography';
import type { MadeRecords, MockRow } from './recordTypes';
import type { StoredStop } from './stopStudents';

/** Weeks a student has ridden: from before the oldest ride the mock keeps, so that every ride has its riders. */
const WEEKS_RIDDEN = [7, 14] as const;
/** Students who changed stop (moved house), from some weeks ago to some weeks ahead: the ended and upcoming assignments. */
const MOVED = 1 / 8;
const MOVE_DAYS = [-20, 15] as const;

interface Seat {
  run: MockRow;
  stop: StoredStop;
}

/**
 * The student assignments of the mock operation, as seeds of their records: each student rides the
 * morning run whose stop is nearest their home, and its afternoon twin back (the run made right
 * after it, with the same stops), school days, for some weeks now and for good. About one in eight
 * moved: until the move they got on at the run's next nearest stop, so the assignment there has
 * ended (or ends at a move still to come, when the new one is upcoming).
 */
export function studentSeats(made: MadeRecords, clock: MockClock): Record<string, unknown>[] {
  const morningRuns = made.rowsOf('routes').filter((run) => run.direction === 'AM');
  return made.rowsOf('students').flatMap((student) => {
    const home: Point = { lat: Number(student.lat), lng: Number(student.lng) };
    const near = morningRuns.filter((run) => run.campusId === student.campusId)
      .flatMap((run) => (run.stops as StoredStop[]).map((stop) => ({ run, stop })))
      .sort((a, b) => distanceMeters(a.stop, home) - distanceMeters(b.stop, home));
    const [nearest] = near;
    if (!nearest) return [];
    const random = keyedRandom(`student-assignments:${student.id}`);
    const since = addDays(clock.today, -7 * random.int('weeks', ...WEEKS_RIDDEN));
    const before = near.find(({ run, stop }) => run === nearest.run && stop !== nearest.stop);
    if (!before || !random.happens('moved', MOVED)) return seatsAt(made, nearest, student.id, since, null);
    const moved = addDays(clock.today, random.int('movedOn', ...MOVE_DAYS));
    return [...seatsAt(made, before, student.id, since, addDays(moved, -1)), ...seatsAt(made, nearest, student.id, moved, null)];
  });
}

/** A student's assignment to a morning run's stop, and to the same place on its afternoon twin. */
function seatsAt(made: MadeRecords, { run, stop }: Seat, studentId: number, effectiveFrom: string, effectiveTo: string | null): Record<string, unknown>[] {
  const twin = made.byId('routes', run.id + 1);
  const twinStop = (twin?.stops as StoredStop[] | undefined)?.find((candidate) => candidate.lat === stop.lat && candidate.lng === stop.lng);
  const seat = (routeId: number, stopSequence: number) => ({ studentId, routeId, stopSequence, effectiveFrom, effectiveTo });
  return [seat(run.id, stop.sequence), ...(twin && twinStop ? [seat(twin.id, twinStop.sequence)] : [])];
}
