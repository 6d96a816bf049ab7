import type { DerivedValue } from '../engine/derived';

export const DOCUMENT_STATES = ['valid', 'expiring', 'expired'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** The day a document starts to read as expiring: its expiry less its type's warning window. */
export function warningStartsOn(expiresOn: string, warningDays: number): string {
  const day = new Date(`${expiresOn}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - warningDays);
  return day.toISOString().slice(0, 10);
}

/**
 * A document's state on a given day: expired from the day after its expiry date, expiring from the
 * start of its type's warning window, valid before that or when it never expires. `warnFrom` is
 * stored with the document (see warningStartsOn), so that lists filter by state on the server.
 */
export const documentState: DerivedValue = {
  valueOf(row, today): DocumentState {
    const expiresOn = row.expiresOn as string | null;
    if (!expiresOn) return 'valid';
    if (expiresOn < today) return 'expired';
    const warnFrom = (row.warnFrom as string | null) ?? expiresOn;
    return warnFrom <= today ? 'expiring' : 'valid';
  },
  whereIs(state, today) {
    if (state === 'expired') return { column: 'expiresOn', op: '<', value: today };
    if (state === 'expiring') return { all: [{ column: 'expiresOn', op: '>=', value: today }, { column: 'warnFrom', op: '<=', value: today }] };
    return { any: [{ column: 'expiresOn', op: 'is null' }, { column: 'warnFrom', op: '>', value: today }] };
  },
};
