import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchUtils } from 'react-admin';
import type { ApprovalPathSave, TripApproval, TripDocumentUpload, TripInvoiceHistory, TripRideAssignmentInput, TripSheet, TripStatusLogEntry } from '../../../resources/charter-trips/details';

/** The trip's own API beside the stock resource calls (resources/charter-trips/details.ts has the shapes). */
const call = async <T,>(url: string, options: fetchUtils.Options = {}): Promise<T> =>
  (await fetchUtils.fetchJson(url, { ...options, credentials: 'include' })).json as T;
const tripUrl = (tripId: number | string, output: string) => `/api/charter-trips/${encodeURIComponent(String(tripId))}/${output}`;

export const tripApi = {
  sheet: (tripId: number | string) => call<TripSheet>(tripUrl(tripId, 'sheet')),
  statusLog: (tripId: number | string) => call<{ entries: TripStatusLogEntry[] }>(tripUrl(tripId, 'status-log')),
  approval: (tripId: number | string) => call<TripApproval>(tripUrl(tripId, 'approval')),
  invoiceHistory: (tripId: number | string) => call<TripInvoiceHistory>(tripUrl(tripId, 'invoice-history')),
  assignBus: (tripId: number | string, input: TripRideAssignmentInput) => call(tripUrl(tripId, 'ride-assignments'), { method: 'POST', body: JSON.stringify(input) }),
  attachDocument: (tripId: number | string, upload: TripDocumentUpload) => call(tripUrl(tripId, 'approval-documents'), { method: 'POST', body: JSON.stringify(upload) }),
  saveApprovalPath: (districtId: number, save: ApprovalPathSave) =>
    call(`/api/trip-approval-path/districts/${districtId}`, { method: 'PUT', body: JSON.stringify(save) }),
};

export const documentDownloadUrl = (documentId: number | string) => `/api/trip-approval-documents/${encodeURIComponent(String(documentId))}/download`;

/**
 * One of the trip's outputs, cached under the trip and the version it was read at: a step taken on
 * the page (a new version) reads it again, keeping what it showed until the new reading arrives
 * (the page's record arrives after the card first renders, so the first reading has no version).
 */
export function useTripOutput<T>(tripId: string | undefined, output: 'sheet' | 'status-log' | 'approval' | 'invoice-history', load: (id: string) => Promise<T>, version?: unknown) {
  return useQuery({ queryKey: ['charter-trips', tripId, output, version], queryFn: () => load(tripId!), enabled: tripId !== undefined, placeholderData: keepPreviousData });
}
