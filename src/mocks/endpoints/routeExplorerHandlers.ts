import { http, HttpResponse } from 'msw';
import type { ExplorerDistrict, ExplorerRun, ExplorerRunList, ExplorerViolation, PublishResult, RunDraftChange, RunManagement } from '../../../resources/route-explorer/explorer';
import { applyRunEdit, renumbered } from '../../../resources/route-explorer/runDraft';
import { DEFAULT_LIMITS, SEATS_BY_VEHICLE_TYPE } from '../../../resources/route-explorer/violations';
import { MOCK_PROFILE } from '../mockSession';
import { mockStore, type MockStore } from '../records/mockStore';
import { explorerRunOf, explorerStateOf, explorerStopsOf, explorerViolationsOf, plannedRunOf, studentsToday, summaryOf } from './explorerRuns';
import { answered, badRequest, MockRefusal, noContent, notFound } from './mockReplies';
import { checkVersion } from './resourceWrites';

const userName = `${MOCK_PROFILE.name.first} ${MOCK_PROFILE.name.last}`;
const stale = () => new MockRefusal(409, 'This was changed by someone else. Reload it and try again.', 'STALE_VERSION');
const noDraft = () => new MockRefusal(409, 'The run has no unpublished changes.', 'NO_DRAFT');

function districtOf(id: string | undefined): ExplorerDistrict & { lat: unknown; lng: unknown } {
  const district = mockStore().byId('districts', Number(id));
  if (!district) throw notFound('No such district.');
  return { id: district.id, name: String(district.name), lat: district.lat, lng: district.lng };
}

function runsOf(districtId: number, ids?: number[]): ExplorerRun[] {
  const students = studentsToday(mockStore());
  return mockStore().rowsOf('routes')
    .filter((run) => run.districtId === districtId && (!ids || ids.includes(run.id)))
    .sort((a, b) => String(a.number).localeCompare(String(b.number)))
    .map((run) => explorerRunOf(mockStore(), run, students));
}

function runRow(id: string | number | undefined) {
  const run = mockStore().byId('routes', Number(id));
  if (!run) throw notFound('No such run.');
  return run;
}

function managementOf(id: string | number | undefined): RunManagement {
  const store = mockStore();
  const row = runRow(id);
  const draft = explorerStateOf(store).drafts.get(row.id);
  const students = studentsToday(store);
  const edited = draft && plannedRunOf({ ...row, ...draft }, students.get(row.id));
  return {
    run: explorerRunOf(store, row, students),
    draft: draft && edited ? { ...draft, stops: explorerStopsOf(edited), violations: explorerViolationsOf(store, row.id, edited) } : null,
  };
}

/** The students of a run's stops follow their stops to their new numbers (`moves`: old → new), as the server's publishing moves them. */
function moveStudentsWithStops(store: MockStore, routeId: number, moves: ReadonlyMap<number, number>, at: string): void {
  for (const assignment of store.rowsOf('student-assignments').filter((candidate) => candidate.routeId === routeId)) {
    const to = moves.get(Number(assignment.stopSequence));
    if (to !== undefined && to !== assignment.stopSequence) store.save('student-assignments', { ...assignment, stopSequence: to, version: assignment.version + 1, updatedAt: at });
  }
}

/** The route explorer and route management (resources/route-explorer/): runs, violations, waivers, drafts, publishing. */
export const routeExplorerHandlers = [
  http.get('/api/route-explorer/districts', () => HttpResponse.json<ExplorerDistrict[]>(mockStore().rowsOf('districts')
    .map((district) => ({ id: district.id, name: String(district.name) })).sort((a, b) => a.name.localeCompare(b.name)))),
  http.get<{ districtId: string }>('/api/route-explorer/districts/:districtId/runs', ({ params }) => answered(() => {
    const { lat, lng, ...district } = districtOf(params.districtId);
    return HttpResponse.json<ExplorerRunList>({
      district, center: typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null,
      limits: { ...DEFAULT_LIMITS, seats: SEATS_BY_VEHICLE_TYPE }, runs: runsOf(district.id).map(summaryOf),
    });
  })),
  http.get<{ districtId: string }>('/api/route-explorer/districts/:districtId/runs/details', ({ params, request }) => answered(() => {
    const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
    return HttpResponse.json<ExplorerRun[]>(runsOf(districtOf(params.districtId).id, ids));
  })),
  http.post('/api/route-explorer/waivers', async ({ request }) => {
    const { routeId, key, reason } = (await request.json()) as { routeId: number; key: string; reason: string };
    return answered(() => {
      const store = mockStore();
      const violation = explorerViolationsOf(store, routeId, plannedRunOf(runRow(routeId), studentsToday(store).get(routeId))).find((found) => found.key === key);
      if (!violation) throw new MockRefusal(409, 'The run has no such violation now: it may have been fixed since.', 'NO_SUCH_VIOLATION');
      if (reason.trim().length < 3) throw badRequest('Say why the violation is accepted, in 3 to 500 characters.', 'REASON_REQUIRED');
      const state = explorerStateOf(store);
      const waiver = { id: state.nextWaiverId++, version: 1, reason: reason.trim(), waivedBy: userName, waivedAt: new Date().toISOString() };
      state.waivers.set(`${routeId}:${key}`, waiver);
      return HttpResponse.json<ExplorerViolation>({ ...violation, waiver }, { status: 201 });
    });
  }),
  http.delete<{ id: string }>('/api/route-explorer/waivers/:id', ({ params, request }) => answered(() => {
    const { waivers } = explorerStateOf(mockStore());
    const [key, waiver] = [...waivers].find(([, candidate]) => candidate.id === Number(params.id)) ?? [];
    if (!key || !waiver) throw notFound('No such waiver.');
    const version = new URL(request.url).searchParams.get('version');
    checkVersion(waiver, version === null ? undefined : Number(version));
    waivers.delete(key);
    return noContent();
  })),
  http.get<{ id: string }>('/api/route-explorer/runs/:id/management', ({ params }) => answered(() => HttpResponse.json<RunManagement>(managementOf(params.id)))),
  http.put<{ id: string }>('/api/route-explorer/runs/:id/draft', async ({ params, request }) => {
    const change = (await request.json()) as RunDraftChange;
    return answered(() => {
      const row = runRow(params.id);
      const { drafts } = explorerStateOf(mockStore());
      const draft = drafts.get(row.id);
      if ((draft?.version ?? null) !== change.version) throw stale();
      const edit = applyRunEdit(plannedRunOf(row, undefined), change);
      if ('problem' in edit) throw badRequest(edit.problem, 'VALIDATION_FAILED');
      const { startTime, endTime } = edit.run;
      const stops = edit.run.stops.map(({ studentIds: _assigned, ...stop }) => stop);
      drafts.set(row.id, { version: (draft?.version ?? 0) + 1, baseVersion: draft?.baseVersion ?? row.version, startTime, endTime, stops, updatedAt: new Date().toISOString(), updatedBy: userName });
      return HttpResponse.json<RunManagement>(managementOf(row.id));
    });
  }),
  http.post<{ id: string }>('/api/route-explorer/runs/:id/draft/discard', async ({ params, request }) => {
    const { version } = (await request.json()) as { version: number };
    return answered(() => {
      const { drafts } = explorerStateOf(mockStore());
      const draft = drafts.get(Number(params.id));
      if (!draft) throw noDraft();
      if (draft.version !== version) throw stale();
      drafts.delete(Number(params.id));
      return HttpResponse.json<RunManagement>(managementOf(params.id));
    });
  }),
  http.post<{ id: string }>('/api/route-explorer/runs/:id/publish', async ({ params, request }) => {
    const { version } = (await request.json()) as { version: number };
    return answered(() => {
      const store = mockStore();
      const row = runRow(params.id);
      const { drafts } = explorerStateOf(store);
      const draft = drafts.get(row.id);
      if (!draft) throw noDraft();
      if (draft.version !== version) throw stale();
      const now = new Date().toISOString();
      const published = store.save('routes', { ...row, stops: renumbered(draft.stops), startTime: draft.startTime, endTime: draft.endTime, version: row.version + 1, updatedAt: now });
      moveStudentsWithStops(store, row.id, new Map(draft.stops.map((stop, index) => [stop.sequence, index + 1])), now);
      drafts.delete(row.id);
      const ridesUpdated = store.rowsOf('rides').filter((ride) => ride.routeId === row.id && String(ride.rideDate) > store.clock.today).length;
      return HttpResponse.json<PublishResult>({ routeId: row.id, version: published.version, ridesUpdated });
    });
  }),
];
