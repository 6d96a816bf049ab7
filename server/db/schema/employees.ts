import type { RecordColumns } from './operations';

/** A person of a staff directory, and the user they sign in as, if they do. */
interface Employee extends RecordColumns {
  firstName: string;
  lastName: string;
  title: string;
  email: string | null;
  phone: string | null;
  hireDate: string | null;
  status: string;
  userId: number | null;
}

export interface VendorEmployeesTable extends Employee {
  vendorId: number;
  yardId: number | null;
}

export interface SchoolEmployeesTable extends Employee {
  districtId: number;
  campusId: number | null;
}
