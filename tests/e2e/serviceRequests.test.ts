import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { describeWhen } from '../helpers/requirements';
import { expectNoAccess, openList, takeStep } from '../helpers/sectionScreens';

jest.setTimeout(180_000);

/**
 * The routes of spec 2.5 for students and service: route-group change requests, student change
 * requests, student RFID and route notifications.
 */
describeWhen(browserRequirement, 'change requests, student RFID and route notifications in Chromium', () => {
  const bed = consoleAndBrowserForSuite();

  it('lets the district coordinator approve a route-group change request, which changes the group', async () => {
    const { db } = bed.server.running.database;
    const request = await db.selectFrom('routeGroupChangeRequests').select(['id', 'routeGroupId', 'proposedChanges']).where('districtId', '=', 1).where('status', '=', 'requested')
      .where('proposedChanges', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const page = await signedInPage(bed, 'district@example.com');
    await openList(page, consoleUrl(bed, 'district@example.com', '/route-group-change-requests'), 'Route group change requests', 'Requested');
    await keepScreenshot(page, 'route-group-change-requests-district');

    await takeStep(page, consoleUrl(bed, 'district@example.com', `/route-group-change-requests/${request.id}/show`), 'Approve', 'Saved: the request is now Approved.');
    expect(await page.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    await page.getByText('Diane Castillo').first().waitFor();
    await keepScreenshot(page, 'route-group-change-request-approved-district');
    const group = await db.selectFrom('routeGroups').selectAll().where('id', '=', request.routeGroupId).executeTakeFirstOrThrow();
    const proposed = JSON.parse(request.proposedChanges!) as Record<string, unknown>;
    for (const [field, value] of Object.entries(proposed)) expect([field, field === 'daysOfWeek' ? JSON.parse(group.daysOfWeek) : group[field as keyof typeof group]]).toEqual([field, value]);
    await page.context().close();
  });

  it('shows the district its student change requests, RFID badges and route notifications, and sends a drafted notification', async () => {
    const { db } = bed.server.running.database;
    const page = await signedInPage(bed, 'district@example.com');
    const screens = [
      ['/student-change-requests', 'Student change requests', 'New address', 'student-change-requests-district'],
      ['/student-rfid', 'Student RFID badges', 'Active', 'student-rfid-district'],
      ['/route-notifications', 'Route notifications', 'Sent', 'route-notifications-district'],
    ] as const;
    for (const [path, heading, rowText, screenshot] of screens) {
      await openList(page, consoleUrl(bed, 'district@example.com', path), heading, rowText);
      await keepScreenshot(page, screenshot);
    }

    const draft = await db.selectFrom('routeNotifications').select(['id', 'subject']).where('districtId', '=', 1).where('status', '=', 'draft').orderBy('id').executeTakeFirstOrThrow();
    await takeStep(page, consoleUrl(bed, 'district@example.com', `/route-notifications/${draft.id}/show`), 'Send', 'Sent: the notification is now Sent.');
    await keepScreenshot(page, 'route-notification-sent-district');
    const sent = await db.selectFrom('routeNotifications').select(['status', 'sentByName', 'recipientCount']).where('id', '=', draft.id).executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: 'sent', sentByName: 'Diane Castillo' });
    expect(sent.recipientCount).toBeGreaterThan(0);
    await page.context().close();
  });

  it("shows school staff only the requests they made, and keeps the others' screens closed", async () => {
    const { db } = bed.server.running.database;
    const own = await db.selectFrom('studentChangeRequests').select('id').where('requestedByUserId', '=', 6).execute();
    const school = await signedInPage(bed, 'school@example.com');
    await school.goto(consoleUrl(bed, 'school@example.com', '/student-change-requests'));
    await school.getByRole('heading', { name: 'Student change requests' }).waitFor();
    await school.getByText(`1-${own.length} of ${own.length}`).waitFor();
    expect(await school.locator('tbody tr').count()).toBe(own.length);
    expect(await school.locator('tbody').getByText('Samuel Tran').count()).toBe(own.length);
    await keepScreenshot(school, 'student-change-requests-school');
    await school.context().close();
    await expectNoAccess(bed, 'school@example.com', '/route-notifications');
    await expectNoAccess(bed, 'vendor@example.com', '/route-group-change-requests');
  });
});
