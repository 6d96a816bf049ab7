/** The columns of a timesheet upload, as its header names them (any order; notes may be left out). */
export const UPLOAD_COLUMNS = ['employee_type', 'employee_id', 'date', 'start', 'end', 'activity', 'notes'] as const;
export const MAX_UPLOAD_ROWS = 2000;
export const MAX_UPLOAD_BYTES = 256 * 1024;

/** A problem of one row of an upload, by the line of the file it is on (the header is line 1). */
export interface UploadProblem {
  line: number;
  message: string;
}

/** What a refused upload answers (422): every problem found, nothing saved. */
export interface UploadRefusal {
  message: string;
  code: 'INVALID_ROWS';
  problems: UploadProblem[];
}

export interface UploadReceipt {
  uploadId: string;
  created: number;
}

/** A file that shows the format: a driver's morning and afternoon, a monitor's morning. */
export const EXAMPLE_UPLOAD = [
  UPLOAD_COLUMNS.join(','),
  'driver,12,2026-11-20,06:05,08:40,route_service,',
  'driver,12,2026-11-20,14:10,16:35,route_service,',
  'monitor,3,2026-11-20,06:05,08:40,route_service,"Covered run 1203, seat 4"',
].join('\r\n');
