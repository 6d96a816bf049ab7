import { http, HttpResponse } from 'msw';
import type { WorkQueueItem } from '../../../permissions/accountContext';
import { minutesAfter } from '../records/mockClock';
import { mockStore, type MockStore } from '../records/mockStore';
import type { MockRow } from '../records/recordTypes';
import { answered, MockRefusal, notFound } from './mockReplies';

const nameOf = (person: MockRow | undefined) => `${String(person?.firstName ?? '')} ${String(person?.lastName ?? '')}`.trim();

/** The queues the mock user works through: records waiting for their step, and what the task is called. */
const QUEUES: { resource: string; status: string; kind: string; title: (row: MockRow, store: MockStore) => string }[] = [
  { resource: 'parkout-requests', status: 'requested', kind: 'parkout-request', title: (row) => `Decide the parkout at ${String(row.address)}` },
  { resource: 'transportation-requests', status: 'submitted', kind: 'transportation-request', title: (row) => `Review the transportation request for ${String(row.studentName)}` },
  { resource: 'vehicle-inspections', status: 'reported', kind: 'inspection', title: (row, store) => `Assign a mechanic to vehicle ${String(store.byId('vehicles', row.vehicleId)?.number)}` },
  { resource: 'student-change-requests', status: 'requested', kind: 'student-change', title: (row, store) => `Decide the change request for ${nameOf(store.byId('students', row.studentId))}` },
  { resource: 'charter-trips', status: 'requested', kind: 'charter-trip', title: (row) => `Approve the trip: ${String(row.purpose)} · ${String(row.destination)}` },
];
const PER_QUEUE = 2;

/** The mock user's tasks, made once per page from the records waiting in each queue; done ones stay done. */
function itemsOf(store: MockStore): WorkQueueItem[] {
  return store.kept('workQueue', () => QUEUES.flatMap((queue, queueIndex) => {
    return store.rowsOf(queue.resource).filter((row) => row.status === queue.status).slice(0, PER_QUEUE).map((row, index) => ({
      id: queueIndex * PER_QUEUE + index + 1, kind: queue.kind, title: queue.title(row, store),
      link: `/${queue.resource}/${row.id}/show`, status: 'open' as const, dueAt: minutesAfter(new Date(store.clock.now).toISOString(), (index + 1) * 24 * 60 + queueIndex * 90), version: 1,
    }));
  }));
}

const inQueueOrder = (items: WorkQueueItem[]) => [...items].sort((a, b) => Number(a.status === 'done') - Number(b.status === 'done') || String(a.dueAt).localeCompare(String(b.dueAt)) || a.id - b.id);

/** The work queue (spec 2.4): the menu's first link, the list, and marking a task done. */
export const workQueueHandlers = [
  http.get('/api/work-queue/first-link', () => HttpResponse.json({ link: inQueueOrder(itemsOf(mockStore())).find((item) => item.status === 'open')?.link ?? null })),
  http.get('/api/work-queue/items', () => HttpResponse.json<{ items: WorkQueueItem[] }>({ items: inQueueOrder(itemsOf(mockStore())) })),
  http.post<{ id: string }>('/api/work-queue/items/:id/done', async ({ params, request }) => {
    const { version } = (await request.json()) as { version?: number };
    return answered(() => {
      const item = itemsOf(mockStore()).find((candidate) => candidate.id === Number(params.id));
      if (!item) throw notFound('No such item in your work queue.');
      if (item.status !== 'open') throw new MockRefusal(409, 'This item is already done.', 'INVALID_TRANSITION');
      if (item.version !== version) throw new MockRefusal(409, 'This item was changed in the meantime. Reload it and try again.', 'STALE_VERSION');
      Object.assign(item, { status: 'done', version: item.version + 1 });
      return HttpResponse.json<WorkQueueItem>(item);
    });
  }),
];
