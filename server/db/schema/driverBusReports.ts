import type { RecordColumns } from './operations';

export interface DriverBusReportsTable extends RecordColumns {
  vendorId: number;
  yardId: number | null;
  driverId: number;
  vehicleId: number | null;
  reportDate: string;
  /** The run numbers driven, as the driver wrote them. */
  runs: string;
  startTime: string | null;
  endTime: string | null;
  odometerStart: number | null;
  odometerEnd: number | null;
  studentsAm: number | null;
  studentsPm: number | null;
  notes: string | null;
  source: string;
  rawOcrText: string | null;
  status: string;
  approvedAt: string | null;
  approvedByUserId: number | null;
  verifiedAt: string | null;
  verifiedByUserId: number | null;
}
