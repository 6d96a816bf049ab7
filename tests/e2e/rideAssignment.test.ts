import type { Page } from 'playwright-core';
import { todayIn } from '../../server/db/seed/calendar';
import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { DEMO_STAFF, signInAll } from '../helpers/flowSuite';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(180_000);

const VENDOR = 'vendor@example.com';
type Timed = { scheduledStart: string; scheduledEnd: string };
const overlaps = (a: Timed, b: Timed) => a.scheduledStart < b.scheduledEnd && b.scheduledStart < a.scheduledEnd;
/** How the day picker names a day that is neither today nor tomorrow ("Mon, Nov 23"). */
const dayName = (date: string) => new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).fill(option);
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).first().click();
}

/** Ride assignment (spec 2.5 /ride-assignment, RIDE_ASSIGNMENT_EDIT), as the vendor's dispatch office uses it. */
describeWhen(browserRequirement, 'ride assignment in Chromium (spec 2.5)', () => {
  const bed = consoleAndBrowserForSuite();
  const db = () => bed.server.running.database.db;

  it('gives an unassigned ride a vehicle and a free driver, and shows the refusal of a driver already on a ride at that time', async () => {
    const today = todayIn('America/Los_Angeles');
    const rides = await db().selectFrom('rides').selectAll().where('vendorId', '=', 1).where('rideDate', '>=', today).where('status', 'in', ['scheduled', 'assigned']).orderBy('rideDate').orderBy('scheduledStart').execute();
    const ride = rides.find((r) => r.driverId === null && rides.some((other) => other.id !== r.id && other.rideDate === r.rideDate && overlaps(r, other)))!;
    const rival = rides.find((other) => other.id !== ride.id && other.rideDate === ride.rideDate && overlaps(ride, other))!;
    const allRides = await db().selectFrom('rides').select(['driverId', 'scheduledStart', 'scheduledEnd']).where('driverId', 'is not', null).where('status', '!=', 'cancelled').execute();
    const drivers = await db().selectFrom('drivers').selectAll().where('vendorId', '=', 1).where('status', '=', 'active').execute();
    const named = (d: { firstName: string; lastName: string }) => `${d.firstName} ${d.lastName}`;
    const driver = drivers.find((d) => drivers.filter((other) => named(other) === named(d)).length === 1 && !allRides.some((r) => r.driverId === d.id && overlaps(r, ride)))!;
    const vehicle = await db().selectFrom('vehicles').select(['id', 'number']).where('vendorId', '=', 1).where('status', '=', 'in_service').orderBy('number').executeTakeFirstOrThrow();

    const page = await signedInPage(bed, VENDOR);
    await page.goto(consoleUrl(bed, VENDOR, '/ride-assignment'));
    await page.getByRole('heading', { name: 'Ride assignment' }).waitFor();
    await page.getByRole('combobox', { name: /^Day/ }).click();
    await page.getByRole('option', { name: new RegExp(dayName(ride.rideDate)) }).click();
    const row = page.getByRole('row', { name: `Ride #${ride.displayId}`, exact: true });
    await row.getByRole('button', { name: 'Assign' }).click();
    await pick(page, `Vehicle of ride #${ride.displayId}`, vehicle.number);
    await pick(page, `Driver of ride #${ride.displayId}`, named(driver));
    await row.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Ride #${ride.displayId} saved.`).waitFor();
    expect(await db().selectFrom('rides').select(['vehicleId', 'driverId', 'status', 'version']).where('id', '=', ride.id).executeTakeFirst())
      .toEqual({ vehicleId: vehicle.id, driverId: driver.id, status: 'assigned', version: ride.version + 1 });
    const history = await db().selectFrom('rideEvents').select(['kind', 'actorUserId']).where('rideId', '=', ride.id).where('kind', 'in', ['driver_assigned', 'vehicle_assigned']).orderBy('kind').execute();
    expect(history).toEqual([{ kind: 'driver_assigned', actorUserId: 3 }, { kind: 'vehicle_assigned', actorUserId: 3 }]);

    // The same driver on a ride at the same time: marked in the picker, refused by the server.
    await page.getByRole('tab', { name: /^All rides of the day/ }).click();
    const rivalRow = page.getByRole('row', { name: `Ride #${rival.displayId}`, exact: true });
    await rivalRow.getByRole('button', { name: /^(Assign|Change)$/ }).click();
    await page.getByRole('combobox', { name: `Driver of ride #${rival.displayId}` }).fill(named(driver));
    await page.getByRole('option', { name: new RegExp(`^${named(driver)}`) }).getByText(`Already on ride #${ride.displayId} at that time`).waitFor();
    await page.getByRole('option', { name: new RegExp(`^${named(driver)}`) }).click();
    await rivalRow.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').getByText(`This driver is already on ride #${ride.displayId} at that time.`).waitFor();
    expect(await db().selectFrom('rides').select(['driverId', 'version']).where('id', '=', rival.id).executeTakeFirst()).toEqual({ driverId: rival.driverId, version: rival.version });
    await keepScreenshot(page, 'ride-assignment-vendor');
    await page.context().close();
  });

  it('shows another dispatcher\'s assignment in its row as it is saved, without a reload (the secondary rides feed, spec 7.7)', async () => {
    const today = todayIn('America/Los_Angeles');
    const rides = await db().selectFrom('rides').selectAll().where('vendorId', '=', 1).where('rideDate', '>=', today).where('status', 'in', ['scheduled', 'assigned']).orderBy('rideDate').orderBy('scheduledStart').execute();
    const ride = rides.find((r) => r.vehicleId === null && r.rideDate !== rides[0].rideDate) ?? rides.find((r) => r.vehicleId === null)!;
    const busy = await db().selectFrom('rides').select(['vehicleId', 'scheduledStart', 'scheduledEnd']).where('vehicleId', 'is not', null).where('status', '!=', 'cancelled').execute();
    const vehicles = await db().selectFrom('vehicles').select(['id', 'number']).where('vendorId', '=', 1).where('status', '=', 'in_service').orderBy('number').execute();
    const vehicle = vehicles.find((v) => !busy.some((r) => r.vehicleId === v.id && overlaps(r, ride)))!;

    const page = await signedInPage(bed, VENDOR);
    // The ride's subscription, once the server has acknowledged it (socket.io: `42<id>[…]`, answered by `43<id>[…]`).
    const subscribed = new Promise<void>((resolve) => page.on('websocket', (socket) => {
      let ackId: string | undefined;
      socket.on('framesent', ({ payload }) => {
        const sent = String(payload);
        if (sent.includes('"rides-secondary"') && sent.includes(String(ride.id))) ackId = /^42(\d+)/.exec(sent)?.[1];
      });
      socket.on('framereceived', ({ payload }) => ackId !== undefined && String(payload).startsWith(`43${ackId}[{"ok":true`) && resolve());
    }));
    await page.goto(consoleUrl(bed, VENDOR, '/ride-assignment'));
    await page.getByRole('combobox', { name: /^Day/ }).click();
    await page.getByRole('option', { name: new RegExp(dayName(ride.rideDate)) }).click();
    const vehicleCell = page.getByRole('row', { name: `Ride #${ride.displayId}`, exact: true }).getByRole('cell').nth(4);
    await vehicleCell.getByText('Not assigned').waitFor();
    await subscribed;

    const { manager } = await signInAll(bed.server, { manager: DEMO_STAFF.manager });
    const stored = await manager.request<Record<string, unknown>>('GET', `/api/rides/${ride.id}`);
    expect((await manager.request('PUT', `/api/rides/${ride.id}`, { ...stored.body, vehicleId: vehicle.id })).status).toBe(200);
    await vehicleCell.getByText(vehicle.number).waitFor({ timeout: 10_000 });
    await page.context().close();
  });

  it('is closed to the yard user, who may not assign rides', async () => {
    const page = await signedInPage(bed, 'yard@example.com');
    await page.goto(consoleUrl(bed, 'yard@example.com', '/ride-assignment'));
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await page.context().close();
  });
});
