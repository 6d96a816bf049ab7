import type { Generated } from 'kysely';

/** A report prepared on demand, kept for its download by the member who asked (migration 0021). */
export interface PreparedReportsTable {
  id: Generated<number>;
  userId: number;
  membershipId: number;
  report: string;
  fromDate: string;
  toDate: string;
  fileName: string;
  content: string;
  lineCount: number;
  rideCount: number;
  preparedAt: string;
  expiresAt: string;
}
