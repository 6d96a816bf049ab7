import type { CodeRule } from '../../permissions/codeRules';
import { choice, datetime, text } from '../engine/fields';
import type { StatusFlow } from '../engine/resource';

export const REQUEST_STATUSES = ['requested', 'approved', 'rejected'] as const;

/** Who decided, and when: a timesheet entry and the change requests alike. */
export const decisionStamp = { by: 'decidedByUserId', at: 'decidedAt' } as const;

/** Who asked and who decided, as the lists show them: a route-group and a student change request alike. */
export const requestFields = () => ({
  requestedByName: text({ readOnly: true, list: true }),
  status: choice(REQUEST_STATUSES, { readOnly: true, list: true, filter: true }),
  decidedByName: text({ readOnly: true, list: true }),
  decidedAt: datetime({ readOnly: true }),
});

/** requested → approved or rejected, both with the one rule that decides. */
export function decisionFlow(rule: CodeRule): StatusFlow {
  return {
    field: 'status',
    transitions: {
      approve: { from: ['requested'], to: 'approved', rule, stamp: decisionStamp },
      reject: { from: ['requested'], to: 'rejected', rule, stamp: decisionStamp },
    },
  };
}
