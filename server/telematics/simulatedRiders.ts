import type { LatLng } from './geometry';
import type { DeviceScan } from './scans';
import type { traitsOf } from './simulatedDrive';

/** A student the simulated bus carries: their badge and the stop of their assignment. */
export interface SimulatedRider {
  studentId: number;
  badge: string;
  stopSequence: number;
}

/** Where a run's students get on and off: its stops in driving order, and the school at its start or end. */
export interface RiderPlaces {
  toSchool: boolean;
  /** Stop sequence → where the stop is. */
  stops: ReadonlyMap<number, LatLng>;
  /** Stop sequences in driving order. */
  order: readonly number[];
  school: LatLng;
}

/**
 * The badge reader of a simulated bus (issue "who is on the bus"): a morning run's students get on at
 * their stops and off at school, an afternoon run's on at school and off at their stops — mostly
 * right, and as a ride's traits say, now and then not: a student missed, one left on at school, a
 * student of another run on board, one off a stop early.
 */
export class SimulatedRiders {
  private readonly missed: number | null;
  private readonly stays: number | null;
  private readonly early: SimulatedRider | null;
  private readonly onBoard = new Set<number>();
  private started = false;
  private sent = 0;

  constructor(
    private readonly rideId: number,
    private readonly places: RiderPlaces,
    private readonly riders: readonly SimulatedRider[],
    /** A student of another run who gets on this bus, for the rides whose traits carry one. */
    private readonly stranger: SimulatedRider | null,
    traits: ReturnType<typeof traitsOf>,
  ) {
    const pick = (offset: number) => riders[(rideId + offset) % Math.max(1, riders.length)]?.studentId ?? null;
    this.missed = traits.missesStudent ? pick(0) : null;
    this.stays = places.toSchool && traits.leavesStudentOnBus ? pick(1) : null;
    // Off at the stop before their own: only a student whose stop has one before it.
    const laterOnes = riders.filter((rider) => places.order.indexOf(rider.stopSequence) > 0 && rider.studentId !== this.missed);
    this.early = !places.toSchool && traits.dropsStudentEarly ? laterOnes[rideId % Math.max(1, laterOnes.length)] ?? null : null;
  }

  /** The scans of leaving (the first call), of the stops reached, and of arriving when `arrived`. */
  scansAt(now: number, reached: readonly number[], arrived: boolean): DeviceScan[] {
    const scans: DeviceScan[] = [];
    const at = new Date(now).toISOString();
    const scan = (rider: SimulatedRider, kind: DeviceScan['kind'], [lat, lng]: LatLng) => {
      if (kind === 'board') this.onBoard.add(rider.studentId);
      else this.onBoard.delete(rider.studentId);
      scans.push({ scanId: `sim-${this.rideId}-${(this.sent += 1)}`, recordedAt: at, badge: rider.badge, kind, lat, lng });
    };
    const { toSchool, stops, order, school } = this.places;
    if (!this.started) {
      this.started = true;
      if (!toSchool) for (const rider of this.riders) if (rider.studentId !== this.missed) scan(rider, 'board', school);
      if (this.stranger) scan(this.stranger, 'board', toSchool ? stops.get(order[0]) ?? school : school);
    }
    for (const sequence of reached) {
      const place = stops.get(sequence)!;
      const next = order[order.indexOf(sequence) + 1];
      for (const rider of this.riders) {
        if (toSchool && rider.stopSequence === sequence && rider.studentId !== this.missed) scan(rider, 'board', place);
        const getsOffHere = this.early?.studentId === rider.studentId ? next === this.early.stopSequence : rider.stopSequence === sequence && this.early?.studentId !== rider.studentId;
        if (!toSchool && getsOffHere && this.onBoard.has(rider.studentId)) scan(rider, 'alight', place);
      }
    }
    if (arrived) {
      const end = toSchool ? school : stops.get(order[order.length - 1]) ?? school;
      for (const rider of [...this.riders, ...(this.stranger ? [this.stranger] : [])]) {
        if (this.onBoard.has(rider.studentId) && rider.studentId !== this.stays) scan(rider, 'alight', end);
      }
    }
    return scans;
  }
}
