/**
 * Spec 7.3 "Rides list → {rideIds[], totalRides}": the ids of the rides a list query matches, a
 * page at a time, beside the simple-rest list (`GET /api/rides`) and with the same `filter`, `sort`
 * and `range`. Shared by the server that answers and whoever calls it.
 */
export const RIDE_IDS_PATH = '/api/rides/ids';

export interface RideIds {
  /** The page's rides, in the query's order. */
  rideIds: number[];
  /**
   * How many rides match the query. Counted only a little past the page, as the list counts its
   * total: exact while `isTotalRidesExact`; otherwise more rides than this match.
   */
  totalRides: number;
  isTotalRidesExact: boolean;
}
