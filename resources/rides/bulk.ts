import type { AppAbility } from '../../permissions/defineAbility';
import type { Gate } from '../../permissions/menu';

/**
 * Bulk actions on rides (`POST /api/rides/bulk`): the contract shared by the
 * server, the rides list and mock mode. Each action needs the rule of the single-ride operation it
 * repeats; assigning a vendor is operator staff's only.
 */
export const RIDE_BULK_ACTIONS = ['assign', 'assign-vendor', 'cancel', 'notify'] as const;
export type RideBulkAction = (typeof RIDE_BULK_ACTIONS)[number];

export const MAX_BULK_RIDES = 500;
export const MAX_CANCEL_REASON = 500;
export const MAX_NOTIFY_SUBJECT = 150;
export const MAX_NOTIFY_BODY = 2000;

/** The crew columns `assign` sets (null takes one off). */
export const CREW_COLUMNS = ['vehicleId', 'driverId', 'monitorId'] as const;

/** A ride can be cancelled until it starts. */
export const CANCELLABLE_STATUSES: readonly string[] = ['scheduled', 'assigned'];

const ASSIGN: Gate = [['assign', 'rides']];

export const RIDE_BULK_RULES: Record<RideBulkAction, { gate: Gate; operatorOnly?: boolean }> = {
  assign: { gate: ASSIGN },
  'assign-vendor': { gate: ASSIGN, operatorOnly: true },
  // A ride's status is saved under its edit rule, like its crew (RIDE_ASSIGNMENT_EDIT).
  cancel: { gate: ASSIGN },
  notify: { gate: [['send', 'route-notifications']] },
};

/** Whether a user may take a bulk action: its rules, and for operator-only ones, the operator's portal (user role `admin`). */
export function mayTakeRideBulkAction(ability: AppAbility, userRole: string, action: RideBulkAction): boolean {
  const { gate, operatorOnly } = RIDE_BULK_RULES[action];
  return gate.every((rule) => ability.can(...rule)) && (!operatorOnly || userRole === 'admin');
}

export interface RideBulkRequest {
  action: RideBulkAction;
  rideIds: { id: number; version: number }[];
  input: Record<string, unknown>;
}

export interface RideBulkRefusal {
  id: number;
  code: string;
  message: string;
}

export interface RideBulkAnswer {
  done: { id: number; version: number }[];
  refused: RideBulkRefusal[];
}

const isId = (value: unknown) => value === null || (Number.isInteger(value) && (value as number) > 0);
const hasLineBreakOrControl = (text: string) => [...text].some((character) => character.charCodeAt(0) < 32 || character.charCodeAt(0) === 127);

/** A single line of text, not empty and at most `max` characters, or what is wrong with it. */
function lineProblem(name: string, value: unknown, max: number): string | null {
  if (typeof value !== 'string' || !value.trim()) return `${name} is required.`;
  if (hasLineBreakOrControl(value)) return `${name} must be a single line.`;
  if (value.length > max) return `${name} must be at most ${max} characters.`;
  return null;
}

/** What is wrong with an action's input, or null when it may be applied. */
export function rideBulkInputProblem(action: RideBulkAction, input: Record<string, unknown>): string | null {
  const keys = Object.keys(input);
  const only = (allowed: readonly string[]) => keys.find((key) => !allowed.includes(key));
  switch (action) {
    case 'assign': {
      const unknown = only(CREW_COLUMNS);
      if (unknown) return `assign sets vehicleId, driverId or monitorId, not ${unknown}.`;
      if (!keys.length) return 'assign needs vehicleId, driverId or monitorId.';
      const bad = keys.find((key) => !isId(input[key]));
      return bad ? `${bad} must be a record id or null.` : null;
    }
    case 'assign-vendor':
      if (only(['vendorId']) || !('vendorId' in input)) return 'assign-vendor sets vendorId, and only that.';
      return isId(input.vendorId) ? null : 'vendorId must be a record id or null.';
    case 'cancel':
      return only(['reason']) ? 'cancel takes a reason, and only that.' : lineProblem('reason', input.reason, MAX_CANCEL_REASON);
    case 'notify': {
      if (only(['subject', 'body'])) return 'notify takes a subject and a body, and only those.';
      if (typeof input.body !== 'string' || !input.body.trim()) return 'body is required.';
      if (input.body.length > MAX_NOTIFY_BODY) return `body must be at most ${MAX_NOTIFY_BODY} characters.`;
      return lineProblem('subject', input.subject, MAX_NOTIFY_SUBJECT);
    }
  }
}
