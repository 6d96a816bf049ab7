import { text, type FieldDeclaration } from './fields';
import { staffFields } from './staffFields';

const { firstName, lastName, email, phone, status, hireDate } = staffFields;

/**
 * A person of a staff directory (vendor or school employees): name, title, where they work, how to
 * reach them, since when and whether they still do. `workplace` holds the account and sub-account
 * references, placed after the title as the list reads them.
 */
export const employeeFields = <W extends Record<string, FieldDeclaration>>(workplace: W) => ({
  firstName,
  lastName,
  title: text({ required: true, maxLength: 80, list: true, search: true }),
  ...workplace,
  email: { ...email, list: true },
  phone,
  status,
  hireDate: { ...hireDate, list: true },
});
