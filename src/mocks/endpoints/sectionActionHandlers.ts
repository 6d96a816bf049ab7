import { http, HttpResponse } from 'msw';
import type { UploadReceipt } from '../../../resources/timesheet-entries/upload';
import { APPROVE_ENTRY } from '../../../resources/timesheet-entries';
import { declarationOf, mockStore } from '../records/mockStore';
import { rollUpAccounting } from '../records/operationRollups';
import { recordView } from '../records/recordView';
import { answered, notFound } from './mockReplies';
import { stale, takeStep } from './resourceWrites';

/** The sections' own steps beside the declared ones: approving many timesheet entries, a timesheet upload, refreshing a transaction. */
export const sectionActionHandlers = [
  http.post('/api/timesheet-entries/bulk-approve', async ({ request }) => {
    const { entries } = (await request.json()) as { entries: { id: number; version: number }[] };
    return answered(async () => {
      const store = mockStore();
      const resource = declarationOf('timesheet-entries')!;
      const approved = [];
      for (const { id, version } of entries) {
        const row = store.byId(resource.name, id);
        if (!row) throw notFound('No such timesheet-entries record.');
        approved.push(await takeStep(store, resource, row, 'approve', APPROVE_ENTRY, { version }));
      }
      return HttpResponse.json({ approved: approved.length, records: approved.map((row) => recordView(resource, row, store.clock.today)) });
    });
  }),
  // The file is not kept: mock mode takes it as read, one entry per line after the header.
  http.post('/api/timesheet-entries/upload', async ({ request }) => {
    const lines = (await request.text()).split(/\r?\n/).filter((line) => line.trim()).length;
    return HttpResponse.json<UploadReceipt>({ uploadId: `UP-${Date.now().toString(36).toUpperCase()}`, created: Math.max(0, lines - 1) });
  }),
  http.post<{ id: string }>('/api/invoicing/:id/refresh', async ({ params, request }) => {
    const { version } = (await request.json()) as { version: number };
    return answered(() => {
      const store = mockStore();
      const transaction = store.byId('invoicing', Number(params.id));
      if (!transaction) throw notFound('No such invoicing record.');
      if (transaction.version !== version) throw stale();
      rollUpAccounting(store);
      const refreshed = store.save('invoicing', { ...store.byId('invoicing', transaction.id)!, refreshedAt: new Date().toISOString(), version: transaction.version + 1 });
      return HttpResponse.json(recordView(declarationOf('invoicing')!, refreshed, store.clock.today));
    });
  }),
];
