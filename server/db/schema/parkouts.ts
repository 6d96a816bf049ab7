import type { RecordColumns } from './operations';

/** Where a vehicle is kept away from its yard, and from when. */
interface Placement {
  vendorId: number;
  yardId: number | null;
  vehicleId: number;
  driverId: number | null;
  place: string;
  address: string;
  lat: number | null;
  lng: number | null;
  startsOn: string;
  endsOn: string | null;
}

export interface ParkoutEventsTable extends RecordColumns, Placement {
  reason: string | null;
  status: string;
  decidedAt: string | null;
  decidedByUserId: number | null;
}

export interface ParkoutsTable extends RecordColumns, Placement {
  notes: string | null;
  status: string;
  requestId: number | null;
}
