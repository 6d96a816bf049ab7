import { http, HttpResponse } from 'msw';
import {
  TEMPLATE_COLUMNS, type RosterImport, type RosterOrg, type RosterOutcome, type RosterPlanItem, type RosterProblem,
} from '../../../resources/students/rosterImport';
import { mockStore, type MockStore } from '../records/mockStore';
import { answered, badRequest, MockRefusal, notFound } from './mockReplies';

export interface RosterLine {
  sourcedId: string;
  name: string;
  school: string;
  schoolName: string;
  line: number;
}

/** Mock mode reads no zip: a OneRoster file stands for this small district's roster. */
export const ZIP_STAND_IN: RosterLine[] = Array.from({ length: 36 }, (_, index) => ({
  sourcedId: `OR-${2001 + index}`, name: `Student ${2001 + index}`, school: index % 3 ? 'ORG-EL' : 'ORG-MS', schoolName: index % 3 ? 'Elementary School' : 'Middle School', line: index + 2,
}));

export const keptOf = (store: MockStore) => store.kept('rosterImports', () => ({ imports: [] as RosterImport[], lines: new Map<number, RosterLine[]>(), matches: new Map<string, number>() }));
export const districtOf = (request: Request) => Number(new URL(request.url).searchParams.get('districtId') ?? 1);
const campusesOf = (store: MockStore, districtId: number) => store.rowsOf('campuses').filter((campus) => campus.districtId === districtId);

/** The template's lines, read as plainly as the mock needs (no quoted commas). */
function templateLines(text: string): RosterLine[] {
  const [header, ...lines] = text.split(/\r?\n/).filter((line) => line.trim());
  const columns = (header ?? '').split(',').map((column) => column.trim());
  if (!TEMPLATE_COLUMNS.every((column) => columns.includes(column))) throw badRequest(`The first line must name the template's columns: ${TEMPLATE_COLUMNS.join(', ')}.`, 'INVALID_ROSTER');
  return lines.map((line, index) => {
    const cells = Object.fromEntries(line.split(',').map((cell, at) => [columns[at], cell.trim()]));
    return { sourcedId: cells.sourced_id, name: `${cells.first_name} ${cells.last_name}`, school: cells.school, schoolName: cells.school_name || cells.school, line: index + 2 };
  });
}

/** A dry run over the mock's students: a school's students are added once it is matched to a campus, the others rejected. */
export function dryRun(store: MockStore, districtId: number, lines: RosterLine[], fileName: string): RosterOutcome {
  const { matches } = keptOf(store);
  const campuses = campusesOf(store, districtId);
  const orgs = new Map<string, RosterOrg>();
  const add: RosterPlanItem[] = [];
  const rejected: RosterProblem[] = [];
  for (const line of lines) {
    const suggested = campuses.find((campus) => String(campus.name).toLowerCase() === line.schoolName.toLowerCase());
    const org = orgs.get(line.school) ?? { sourcedId: line.school, name: line.schoolName, students: 0, campusId: matches.get(`${districtId}:${line.school}`) ?? null, suggestedCampusId: suggested ? suggested.id : null };
    orgs.set(line.school, { ...org, students: org.students + 1 });
    if (org.campusId === null) rejected.push({ file: fileName, line: line.line, field: 'school', message: `The school "${line.school}" is not matched to a campus yet.`, sourcedId: line.sourcedId });
    else add.push({ kind: 'add', sourcedId: line.sourcedId, name: line.name });
  }
  const counts = { students: lines.length, added: add.length, changed: 0, unchanged: 0, dropped: 0, rejected: rejected.length };
  return { format: fileName.endsWith('.zip') ? 'oneroster' : 'template', mode: 'delta', counts, orgs: [...orgs.values()], items: { add, change: [], drop: [] }, rejected };
}

/** A dry run again, keeping the students an earlier one dropped (the mock reads the roster's lines, not who is missing from them). */
export function withDropsOf(earlier: RosterOutcome | null, outcome: RosterOutcome): RosterOutcome {
  const drop = earlier?.items.drop ?? [];
  if (!drop.length) return outcome;
  return { ...outcome, mode: 'bulk', counts: { ...outcome.counts, dropped: earlier!.counts.dropped }, items: { ...outcome.items, drop } };
}

const linesOf = async (request: Request, zip: boolean) => (zip ? ZIP_STAND_IN : templateLines(await request.text()));

/** The students' import from an SIS (server/routes/rosterImports.ts), kept for the page's life. */
export const rosterImportHandlers = [
  http.get('/api/roster-imports/template', () => new HttpResponse(`${TEMPLATE_COLUMNS.join(',')}\r\n`, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } })),
  http.get('/api/roster-imports', ({ request }) => {
    const districtId = districtOf(request);
    return HttpResponse.json(keptOf(mockStore()).imports.filter((kept) => kept.districtId === districtId));
  }),
  http.get<{ id: string }>('/api/roster-imports/:id', ({ params }) => answered(() => {
    const kept = keptOf(mockStore()).imports.find((candidate) => candidate.id === Number(params.id));
    if (!kept) throw notFound('No such roster import.');
    return HttpResponse.json(kept);
  })),
  http.post('/api/roster-imports', ({ request }) => answered(async () => {
    const store = mockStore();
    const fileName = new URL(request.url).searchParams.get('fileName') ?? 'roster.csv';
    const zip = (request.headers.get('Content-Type') ?? '').includes('zip');
    const districtId = districtOf(request);
    const kept = keptOf(store);
    const lines = await linesOf(request, zip);
    const created: RosterImport = {
      id: kept.imports.length + 1, districtId, format: zip ? 'oneroster' : 'template', fileName, fileBytes: Number(request.headers.get('Content-Length') ?? 0),
      status: 'checked', source: 'upload', createdAt: new Date(store.clock.now).toISOString(), appliedAt: null, error: null, outcome: dryRun(store, districtId, lines, fileName),
    };
    kept.imports.unshift(created);
    kept.lines.set(created.id, lines);
    return HttpResponse.json(created);
  })),
  http.put('/api/roster-org-campuses', async ({ request }) => {
    const districtId = districtOf(request);
    const { orgs } = (await request.json()) as { orgs: { orgSourcedId: string; orgName: string; campusId: number | null }[] };
    const { matches } = keptOf(mockStore());
    for (const org of orgs) {
      if (org.campusId === null) matches.delete(`${districtId}:${org.orgSourcedId}`);
      else matches.set(`${districtId}:${org.orgSourcedId}`, org.campusId);
    }
    return HttpResponse.json(orgs.filter((org) => org.campusId !== null));
  }),
  http.post<{ id: string; step: string }>('/api/roster-imports/:id/:step', ({ params }) => answered(() => {
    const store = mockStore();
    const kept = keptOf(store);
    const at = kept.imports.findIndex((candidate) => candidate.id === Number(params.id));
    if (at < 0) throw notFound('No such roster import.');
    const found = kept.imports[at];
    if (found.status !== 'checked' && found.status !== 'stopped') throw new MockRefusal(409, 'This file was applied already, or could not be read.', 'NOT_WAITING');
    const outcome = withDropsOf(found.outcome, dryRun(store, found.districtId, kept.lines.get(found.id) ?? [], found.fileName));
    const updated: RosterImport = params.step === 'apply'
      ? { ...found, status: 'applied', appliedAt: new Date(store.clock.now).toISOString(), error: null, outcome }
      : { ...found, outcome };
    kept.imports[at] = updated;
    return HttpResponse.json(updated);
  })),
];
