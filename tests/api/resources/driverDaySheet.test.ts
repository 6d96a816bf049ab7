import { todayIn } from '../../../server/db/seed/calendar';
import { demoRolesForSuite } from '../../helpers/demoRoleSessions';
import { pdfPages } from '../../helpers/pdfText';

jest.setTimeout(120_000);

/** A driver's day as one PDF (ROUTE_SHEET_PRINT): the day's rides in order, then each ride's run sheet. */
describe("a driver's day sheet", () => {
  const { db, as } = demoRolesForSuite();
  const today = () => todayIn('America/Los_Angeles');

  /** The driver of a vendor with the most rides today, and those rides with their runs in the order they are driven. */
  const busiestDriver = async (vendorId: number) => {
    const rides = await db().selectFrom('rides').innerJoin('routes', 'routes.id', 'rides.routeId').innerJoin('drivers', 'drivers.id', 'rides.driverId')
      .select(['rides.driverId', 'rides.displayId', 'rides.scheduledStart', 'rides.districtId', 'routes.number', 'drivers.firstName', 'drivers.lastName'])
      .where('rides.vendorId', '=', vendorId).where('rides.rideDate', '=', today()).orderBy('rides.scheduledStart').execute();
    const counts = new Map<number, number>();
    for (const ride of rides) counts.set(ride.driverId!, (counts.get(ride.driverId!) ?? 0) + 1);
    const driverId = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0];
    return { driverId, rides: rides.filter((ride) => ride.driverId === driverId) };
  };

  it("lists the day's rides in order, then each run's sheet, for the vendor without the students' names", async () => {
    const { driverId, rides } = await busiestDriver(1);
    expect(rides.length).toBeGreaterThan(1);
    const name = `${rides[0].firstName} ${rides[0].lastName}`;
    const { status, body, headers } = await as('vendor@example.com').download(`/api/content/driver-day-sheet?driverId=${driverId}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get('content-disposition')).toBe(`attachment; filename="${`day-sheet-${name}-${today()}`.replace(/[^\w.-]+/g, '-')}.pdf"`);
    const { pages, width, height } = await pdfPages(body);
    expect({ width, height }).toEqual({ width: 612, height: 792 });
    expect(pages[0]).toMatch(new RegExp(`^Day sheet · ${name} · [A-Z][a-z]{2} \\d{1,2}, \\d{4}`));
    // The first page lists the rides as they are driven; each run's sheet follows in that order.
    const listed = rides.map((ride) => pages[0].indexOf(`run ${ride.number} · ride #${ride.displayId}`));
    expect(listed.every((at) => at >= 0)).toBe(true);
    expect([...listed].sort((a, b) => a - b)).toEqual(listed);
    const sheetsAt = rides.map((ride) => pages.findIndex((page, index) => index > 0 && page.includes(`Route sheet · ${ride.number}`)));
    expect(sheetsAt.every((at) => at > 0)).toBe(true);
    // Two rides of one run (rare) share its first sheet; otherwise each sheet comes after the one before.
    expect(new Set(rides.map((ride) => ride.number)).size === rides.length ? [...sheetsAt].sort((a, b) => a - b) : sheetsAt).toEqual(sheetsAt);
    const named = await db().selectFrom('students').select(['firstName', 'lastName']).where('vendorId', '=', 1).limit(50).execute();
    const text = pages.join('\n');
    expect(named.filter(({ firstName, lastName }) => text.includes(`${firstName} ${lastName}`))).toEqual([]);
  });

  it("is the operator's for any driver, not a district's (drivers are the vendors' records), and says so on a day without rides", async () => {
    const { driverId, rides } = await busiestDriver(1);
    const answer = await as('admin@example.com').download(`/api/content/driver-day-sheet?driverId=${driverId}`);
    expect(answer.status).toBe(200);
    const first = (await pdfPages(answer.body)).pages[0];
    for (const ride of rides) expect(first).toContain(`ride #${ride.displayId}`);
    expect((await as('district@example.com').download(`/api/content/driver-day-sheet?driverId=${driverId}`)).status).toBe(404);
    const quiet = await as('vendor@example.com').download(`/api/content/driver-day-sheet?driverId=${driverId}&date=2020-01-04`);
    expect(quiet.status).toBe(200);
    expect((await pdfPages(quiet.body)).pages.join('\n')).toContain('No rides on this day.');
  });

  it("refuses another vendor's driver as one that does not exist, and a day that is not one", async () => {
    const other = await db().selectFrom('drivers').select('id').where('vendorId', '=', 2).executeTakeFirstOrThrow();
    expect((await as('vendor@example.com').download(`/api/content/driver-day-sheet?driverId=${other.id}`)).status).toBe(404);
    const own = await db().selectFrom('drivers').select('id').where('vendorId', '=', 1).executeTakeFirstOrThrow();
    expect(await as('vendor@example.com').get(`/api/content/driver-day-sheet?driverId=${own.id}&date=2026-02-30`)).toMatchObject({ status: 400, body: { message: 'date must be a day (YYYY-MM-DD).' } });
    expect((await as('vendor@example.com').get(`/api/content/driver-day-sheet?driverId=${own.id}&date=tomorrow`)).status).toBe(400);
  });

  it('is described to the content landing page with the day and its rides', async () => {
    const { driverId, rides } = await busiestDriver(1);
    const described = await as('vendor@example.com').post<{ action: string; context: string; actionLink: string }>('/api/content/metadata', { contentApi: '/api/content/driver-day-sheet', params: { driverId: String(driverId) } });
    expect(described.status).toBe(200);
    expect(described.body.action).toBe(`Day sheet of <b>${rides[0].firstName} ${rides[0].lastName}</b>`);
    expect(described.body.context).toContain(`${rides.length} rides`);
    expect(described.body.actionLink).toBe(`/api/content/driver-day-sheet?driverId=${driverId}&date=${today()}`);
  });
});
