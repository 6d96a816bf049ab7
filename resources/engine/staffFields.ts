import { choice, date, email, phone, reference, text } from './fields';

export const STAFF_STATUSES = ['active', 'on_leave', 'inactive'] as const;

/** What drivers and monitors have in common: a vendor's people, based at a yard. */
export const staffFields = {
  firstName: text({ required: true, maxLength: 80, list: true, search: true }),
  lastName: text({ required: true, maxLength: 80, list: true, search: true }),
  vendorId: reference('vendors', { required: true, list: true, filter: true }),
  yardId: reference('yards', { list: true, filter: true }),
  email: email({ search: true }),
  phone: phone({ list: true }),
  status: choice(STAFF_STATUSES, { required: true, list: true, filter: true }),
  hireDate: date({ sort: true }),
};
