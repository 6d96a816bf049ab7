import { demoRolesForSuite, type DemoRoleEmail } from '../../helpers/demoRoleSessions';
import { SHEET_LOCALES } from '../../../server/routes/sheetFonts';
import { pdfPages } from '../../helpers/pdfText';
import { ridesOn } from '../../../resources/student-assignments/serviceState';
import { todayIn } from '../../../server/db/seed/calendar';

jest.setTimeout(120_000);

type StoredStop = { sequence: number; address: string };
/** Letter and A4, in points. */
const LETTER = { width: 612, height: 792 };

/** A run's route sheet as a PDF (ROUTE_SHEET_PRINT), opened as its reader would and read back. */
describe("a run's route sheet", () => {
  const { db, as } = demoRolesForSuite();
  /** The run's stops, each with its students on the day of its next ride, as its page lists them. */
  const stopsOf = async (run: { id: number; stops: string }) => {
    const riders = await db().selectFrom('studentAssignments').select(['stopSequence', 'studentId', 'daysOfWeek', 'effectiveFrom', 'effectiveTo']).where('routeId', '=', run.id).execute();
    // The run's next ride day that carries its students (on a weekend, the school day after it).
    const days = (await db().selectFrom('rides').select('rideDate').distinct().where('routeId', '=', run.id).where('rideDate', '>=', todayIn('America/Los_Angeles')).orderBy('rideDate').execute())
      .map(({ rideDate }) => rideDate);
    const day = days.find((candidate) => riders.some((rider) => ridesOn(rider, candidate))) ?? days[0];
    return (JSON.parse(run.stops) as StoredStop[]).map((stop) => ({
      ...stop, studentIds: riders.filter((rider) => rider.stopSequence === stop.sequence && ridesOn(rider, day)).map((rider) => rider.studentId),
    }));
  };

  it('is a Letter PDF with the run, every stop in order with its students, the directions, and the reads audited', async () => {
    const run = await db().selectFrom('routes').select(['id', 'number', 'stops']).where('direction', '=', 'AM').orderBy('id').executeTakeFirstOrThrow();
    const stops = await stopsOf(run);
    const studentId = stops.find((stop) => stop.studentIds.length)!.studentIds[0];
    const student = await db().selectFrom('students').select(['firstName', 'lastName']).where('id', '=', studentId).executeTakeFirstOrThrow();

    const { status, body, headers } = await as('district@example.com').download(`/api/content/route-sheet?routeId=${run.id}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get('content-disposition')).toBe(`attachment; filename="route-sheet-${run.number}.pdf"`);
    const { pages, width, height } = await pdfPages(body);
    expect({ width, height }).toEqual(LETTER);
    const text = pages.join('\n');
    expect(text).toContain(`Route sheet · ${run.number}`);
    // Each stop's address, in order.
    const at = stops.map((stop) => text.indexOf(stop.address));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text).toContain(`${student.firstName} ${student.lastName}`);
    expect(pages.at(-1)).toMatch(/Directions[\s\S]*1\. Head (north|northeast|east|southeast|south|southwest|west|northwest) for [\d.,]+ (mi|ft)/);
    expect(pages.at(-1)).toContain('stop 1');
    const audited = await db().selectFrom('auditLog').select('recordId').where('entity', '=', 'students').where('action', '=', 'read').execute();
    expect(audited.map(({ recordId }) => Number(recordId))).toContain(studentId);
  });

  it("gives the vendor its own run's sheet with how many students each stop has and their needs, without their names", async () => {
    const run = await db().selectFrom('routes').select(['id', 'number', 'stops']).where('vendorId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const stops = await stopsOf(run);
    const ids = stops.flatMap((stop) => stop.studentIds);
    const students = await db().selectFrom('students').select(['firstName', 'lastName', 'wheelchair']).where('id', 'in', ids).execute();
    const { status, body } = await as('vendor@example.com').download(`/api/content/route-sheet?routeId=${run.id}`);
    expect(status).toBe(200);
    const text = (await pdfPages(body)).pages.join('\n');
    for (const stop of stops) expect(text).toContain(stop.address);
    expect(text).toContain(`${stops[0].studentIds.length} students`);
    expect(students.filter(({ firstName, lastName }) => text.includes(`${firstName} ${lastName}`))).toEqual([]);
    if (students.some(({ wheelchair }) => wheelchair)) expect(text).toMatch(/Wheelchair \d/);
    const other = await db().selectFrom('routes').select('id').where('vendorId', '!=', 1).executeTakeFirstOrThrow();
    expect((await as('vendor@example.com').download(`/api/content/route-sheet?routeId=${other.id}`)).status).toBe(404);
  });

  it('is described to the content landing page with its download, within the tenant', async () => {
    const run = await db().selectFrom('routes').select(['id', 'number', 'districtId']).orderBy('id').executeTakeFirstOrThrow();
    const describe = (email: DemoRoleEmail, routeId: string) => as(email).post<{ action: string; actionLink: string; actionButtonLabel: string }>('/api/content/metadata', { contentApi: '/api/content/route-sheet', params: { routeId } });
    const described = await describe('district@example.com', String(run.id));
    expect(described.status).toBe(200);
    expect(described.body).toMatchObject({ action: `Route sheet of run <b>${run.number}</b>`, actionLink: `/api/content/route-sheet?routeId=${run.id}`, actionButtonLabel: 'Download PDF' });
    expect((await describe('school@example.com', String(run.id))).status).toBe(403);
    const elsewhere = await db().selectFrom('routes').select('id').where('districtId', '!=', run.districtId).executeTakeFirstOrThrow();
    expect((await describe('district@example.com', String(elsewhere.id))).status).toBe(404);
  });

  it('reads in the reader\'s language, refuses another tenant\'s run and those without the code, and answers 400 to a bad id', async () => {
    const run = await db().selectFrom('routes').select(['id', 'number', 'districtId']).orderBy('id').executeTakeFirstOrThrow();
    const spanish = await as('district@example.com').download(`/api/content/route-sheet?routeId=${run.id}`, { 'accept-language': 'es' });
    expect((await pdfPages(spanish.body)).pages[0]).toContain(`Hoja de ruta · ${run.number}`);
    // Each letter from a face that has it: Vietnamese's from Noto Sans Vietnamese, Chinese from Noto Sans CJK.
    const sheetIn = async (language: string) => (await pdfPages((await as('district@example.com').download(`/api/content/route-sheet?routeId=${run.id}`, { 'accept-language': language })).body)).pages[0];
    expect(await sheetIn('vi')).toContain(`Phiếu tuyến · ${run.number}`);
    // Chinese needs the machine's Noto Sans CJK (Debian's fonts-noto-cjk, which CI installs); without it, the sheet is in English.
    if (process.env.CI) expect(SHEET_LOCALES.has('zh')).toBe(true);
    expect(await sheetIn('zh')).toContain(SHEET_LOCALES.has('zh') ? `路线单 · ${run.number}` : `Route sheet · ${run.number}`);
    // Arabic, laid out right to left (sheetLines.ts, tested on its own): its words, whole and in order, and the run's number.
    // The PDF's text may give Arabic letters in their presentation forms, and control characters between shaped letters.
    const arabic = (await sheetIn('ar')).normalize('NFKC').replace(/\p{Cc}/gu, (control) => (control === '\n' ? control : ''));
    expect(arabic).toMatch(new RegExp(`${run.number}\\W*ورقة\\s+المسار`));
    expect(arabic).toMatch(/محطات\s+المسار/);
    expect(arabic).not.toContain('Route sheet');
    const elsewhere = await db().selectFrom('routes').select('id').where('districtId', '!=', run.districtId).executeTakeFirstOrThrow();
    expect((await as('district@example.com').download(`/api/content/route-sheet?routeId=${elsewhere.id}`)).status).toBe(404);
    // School staff have no ROUTE_SHEET_PRINT; the vendor's runs are its own.
    expect((await as('school@example.com').download(`/api/content/route-sheet?routeId=${run.id}`)).status).toBe(403);
    expect((await as('admin@example.com').download('/api/content/route-sheet?routeId=abc')).status).toBe(400);
    expect((await as('district@example.com').download('/api/content/route-sheet?routeId=999999')).status).toBe(404);
  });
});
