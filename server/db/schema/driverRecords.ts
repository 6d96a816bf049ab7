import type { Flag, RecordColumns } from './operations';

/** Whose a driver's record is: the driver's vendor and yard, copied from the driver. */
interface DriverOwned extends RecordColumns {
  vendorId: number;
  yardId: number | null;
  driverId: number;
}

export interface DriverDocumentTypesTable extends RecordColumns {
  vendorId: number;
  name: string;
  code: string;
  warningDays: number;
  required: Flag;
  description: string | null;
}

export interface DriverDocumentsTable extends DriverOwned {
  typeId: number;
  number: string | null;
  issuedOn: string | null;
  expiresOn: string | null;
  /** The day the document starts to read as expiring: its expiry less its type's warning days. */
  warnFrom: string | null;
  fileName: string | null;
  notes: string | null;
}

export interface DriverAttendanceTable extends DriverOwned {
  attendanceDate: string;
  status: string;
  clockIn: string | null;
  clockOut: string | null;
  notes: string | null;
}
