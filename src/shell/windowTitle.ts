import type { UserRole } from '../../permissions/accountContext';

/** Spec 1.6: "{product} Portal - Admin", "{product} Portal - {account}", or "{product} Portal" before one is chosen. */
export function windowTitle(product: string, userRole: UserRole | undefined, accountName: string | undefined): string {
  if (userRole === 'admin' && accountName) return `${product} Portal - Admin`;
  if (accountName) return `${product} Portal - ${accountName}`;
  return `${product} Portal`;
}
