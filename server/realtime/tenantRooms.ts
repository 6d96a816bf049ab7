import type { AbilityContext } from '../../permissions/defineAbility';
import type { TenantColumns } from '../../permissions/tenantScopes';

/**
 * Socket rooms that stand for tenant scopes, built so that a subscriber's rooms meet a record's rooms
 * exactly when the tenant condition of permissions/defineAbility.ts lets the subscriber see the
 * record: the operator's `*`, a whole vendor `v:1`, a vendor's yard `v:1:y:2` (`-` for rows without
 * a yard), a whole district `d:1`, a district's campus `d:1:c:4`. A socket joins only one shape, so
 * a record reaches each subscriber once.
 */
export function subscriberRooms(context: AbilityContext, columns: TenantColumns): string[] {
  if (context.userRole === 'admin') return ['*'];
  if (context.vendor) {
    if (!columns.vendor) return [];
    const vendor = `v:${context.vendor.vendorId}`;
    const yards = context.vendor.yardIds;
    return columns.yard && yards.length ? [...yards.map((yard) => `${vendor}:y:${yard}`), `${vendor}:y:-`] : [vendor];
  }
  if (context.district) {
    if (!columns.district) return [];
    const district = `d:${context.district.districtId}`;
    const campuses = context.district.campusIds;
    return columns.campus && campuses.length ? [...campuses.map((campus) => `${district}:c:${campus}`), `${district}:c:-`] : [district];
  }
  return [];
}

/** Every room a record is published to: one per shape a subscriber might have joined. */
export function recordRooms(row: Record<string, unknown>, columns: TenantColumns): string[] {
  const rooms = ['*'];
  const vendorId = columns.vendor ? row[columns.vendor] : null;
  if (vendorId != null) {
    rooms.push(`v:${vendorId}`);
    if (columns.yard) rooms.push(`v:${vendorId}:y:${row[columns.yard] ?? '-'}`);
  }
  const districtId = columns.district ? row[columns.district] : null;
  if (districtId != null) {
    rooms.push(`d:${districtId}`);
    if (columns.campus) rooms.push(`d:${districtId}:c:${row[columns.campus] ?? '-'}`);
  }
  return rooms;
}
