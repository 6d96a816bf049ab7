import { http, HttpResponse } from 'msw';
import { DEFAULT_DROP_LIMIT_PERCENT, type RosterImport, type RosterPlanItem, type RosterSyncSettings } from '../../../resources/students/rosterImport';
import { mockStore } from '../records/mockStore';
import { answered, badRequest } from './mockReplies';
import { districtOf, dryRun, keptOf, ZIP_STAND_IN } from './rosterImportHandlers';

type SyncChoices = Omit<RosterSyncSettings, 'folder'>;

/** The students a night's run in mock mode would drop: enough of the district's to pass any limit but 100%. */
const DROPPED = 40;
const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

const settingsOf = (districtId: number) => mockStore().kept('rosterSync', () => new Map<number, SyncChoices>()).get(districtId)
  ?? { enabled: false, runAt: '02:00', dropLimitPercent: DEFAULT_DROP_LIMIT_PERCENT };
const sent = (districtId: number): RosterSyncSettings => ({ ...settingsOf(districtId), folder: `/var/lib/console/roster-drops/district-${districtId}` });

function choicesOf(body: unknown): SyncChoices {
  const { enabled, runAt, dropLimitPercent } = (body ?? {}) as Partial<SyncChoices>;
  if (typeof enabled !== 'boolean') throw badRequest('enabled must be true or false.');
  if (typeof runAt !== 'string' || !HH_MM.test(runAt)) throw badRequest('runAt must be a time of day, HH:MM.');
  if (typeof dropLimitPercent !== 'number' || dropLimitPercent < 0 || dropLimitPercent > 100) throw badRequest('dropLimitPercent must be between 0 and 100.');
  return { enabled, runAt, dropLimitPercent };
}

/**
 * The districts' nightly import (server/routes/rosterImports.ts) in mock mode: its settings kept for
 * the page's life, and a run now that finds the SIS's zip would drop too many students and stops.
 */
export const rosterSyncHandlers = [
  http.get('/api/roster-sync', ({ request }) => HttpResponse.json(sent(districtOf(request)))),
  http.put('/api/roster-sync', ({ request }) => answered(async () => {
    const districtId = districtOf(request);
    mockStore().kept('rosterSync', () => new Map<number, SyncChoices>()).set(districtId, choicesOf(await request.json()));
    return HttpResponse.json(sent(districtId));
  })),
  http.post('/api/roster-sync/run', ({ request }) => {
    const store = mockStore();
    const districtId = districtOf(request);
    const kept = keptOf(store);
    const students = store.rowsOf('students').filter((student) => student.districtId === districtId && student.status === 'active');
    const drop = students.slice(0, DROPPED).map((student, index): RosterPlanItem => ({
      kind: 'drop', sourcedId: `OR-${1001 + index}`, studentId: student.id, name: `${String(student.firstName)} ${String(student.lastName)}`,
    }));
    const fileName = 'sis-export.zip';
    const read = dryRun(store, districtId, ZIP_STAND_IN, fileName);
    const outcome = { ...read, mode: 'bulk' as const, counts: { ...read.counts, dropped: drop.length }, items: { ...read.items, drop } };
    const { dropLimitPercent } = settingsOf(districtId);
    const share = students.length ? (100 * drop.length) / students.length : 0;
    const stopped = share > dropLimitPercent;
    const run: RosterImport = {
      id: kept.imports.length + 1, districtId, format: 'oneroster', fileName, fileBytes: 48_213, status: stopped ? 'stopped' : 'applied', source: 'nightly',
      createdAt: new Date(store.clock.now).toISOString(), appliedAt: stopped ? null : new Date(store.clock.now).toISOString(), outcome,
      error: stopped
        ? `The file would drop ${drop.length} of the district's ${students.length} students from the SIS (${share.toFixed(1)}%), more than the ${dropLimitPercent}% a night's run may: nothing was changed. If the file is right, apply it from here.`
        : null,
    };
    kept.imports.unshift(run);
    kept.lines.set(run.id, ZIP_STAND_IN);
    return HttpResponse.json(run);
  }),
];
