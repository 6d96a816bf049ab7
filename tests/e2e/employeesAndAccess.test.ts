import type { Page } from 'playwright-core';
import { ROLE_TEMPLATES } from '../../permissions/roleTemplates';
import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(180_000);

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const menuLabels = (page: Page) => page.getByRole('list', { name: 'Sections' }).locator('li > [aria-label]').evaluateAll((entries) => entries.map((entry) => entry.getAttribute('aria-label')));

describeWhen(browserRequirement, 'employees and Access in Chromium (spec 2.4 "Employees", "Access")', () => {
  const bed = consoleAndBrowserForSuite();
  const db = () => bed.server.running.database.db;
  const membershipOf = (email: string) => db().selectFrom('memberships').innerJoin('users', 'users.id', 'memberships.userId')
    .select(['memberships.id', 'memberships.employeeId', 'memberships.permissions', 'memberships.roleTemplate']).where('users.email', '=', email).executeTakeFirstOrThrow();

  it("lets the vendor manager give a yard employee the dispatcher's codes from a template", async () => {
    const yard = await membershipOf('yard@example.com');
    const page = await signedInPage(bed, 'vendor@example.com');
    await menu(page).getByRole('link', { name: 'Employees' }).click();
    await page.getByRole('heading', { name: 'Vendor employees' }).waitFor();
    await page.locator('tbody').getByText('Yard supervisor').first().waitFor();
    await keepScreenshot(page, 'vendor-employees-vendor');

    await page.goto(consoleUrl(bed, 'vendor@example.com', `/vendor-employees/${yard.employeeId}/show`));
    const card = page.getByRole('region', { name: 'Sign-in and permissions' });
    await card.getByText('Signs in as Yolanda Pierce (yard@example.com) · Only North Yard').waitFor();
    await card.getByRole('combobox', { name: 'Role template' }).click();
    await page.getByRole('option', { name: 'Vendor dispatcher' }).click();
    await card.getByRole('button', { name: 'Apply template' }).click();
    await card.getByRole('checkbox', { name: 'RIDE_ASSIGNMENT_EDIT' }).isChecked().then((checked) => expect(checked).toBe(true));
    expect(await card.getByRole('checkbox', { name: 'PARKOUT_VIEW' }).isChecked()).toBe(false);
    await card.getByRole('heading', { name: 'Sign-in and permissions' }).evaluate((heading) => heading.scrollIntoView());
    await keepScreenshot(page, 'vendor-employee-permissions-vendor');
    await card.getByRole('button', { name: 'Save permissions' }).click();
    await page.getByText('Permissions saved: Yolanda Pierce has them from their next click on.').waitFor();

    const saved = await membershipOf('yard@example.com');
    expect(saved.roleTemplate).toBe('vendorDispatcher');
    expect(new Set(JSON.parse(saved.permissions))).toEqual(new Set(ROLE_TEMPLATES.vendorDispatcher.codes));
    await page.context().close();
  });

  it("grants a code on Access that the member's menu shows at their next navigation, without signing out", async () => {
    const member = await signedInPage(bed, 'yard@example.com');
    expect(await menuLabels(member)).not.toContain('Employees');

    const admin = await signedInPage(bed, 'admin@example.com');
    await menu(admin).getByRole('link', { name: 'Access' }).click();
    await admin.getByRole('heading', { name: 'Access' }).waitFor();
    await admin.getByRole('cell', { name: 'vendor@example.com' }).waitFor();
    await keepScreenshot(admin, 'access-admin');
    await admin.getByLabel('Search by name or email').fill('yolanda');
    await admin.getByRole('cell', { name: 'vendor@example.com' }).waitFor({ state: 'detached' });
    await admin.getByRole('row').filter({ hasText: 'yard@example.com' }).getByRole('link', { name: /^Summit Student Transportation · / }).click();
    await admin.getByRole('heading', { name: 'Yolanda Pierce' }).waitFor();
    await admin.getByRole('checkbox', { name: 'VENDOR_EMPLOYEE_VIEW' }).check();
    await admin.getByText('1 added, 0 removed').waitFor();
    await admin.locator('main').evaluate((main) => main.scrollTo(0, 0));
    await keepScreenshot(admin, 'access-membership-admin');
    await admin.getByRole('button', { name: 'Save permissions' }).click();
    await admin.getByText('Permissions saved: Yolanda Pierce has them from their next click on.').waitFor();

    await menu(member).getByRole('link', { name: 'Rides', exact: true }).click();
    await menu(member).getByRole('link', { name: 'Employees' }).waitFor();
    await menu(member).getByRole('link', { name: 'Employees' }).click();
    await member.getByRole('heading', { name: 'Vendor employees' }).waitFor();
    await member.locator('tbody tr').first().waitFor();
    await keepScreenshot(member, 'vendor-employees-yard');
    await Promise.all([member.context().close(), admin.context().close()]);
  });

  it('shows the district its school employees, and school staff neither the directory nor Access', async () => {
    const school = await membershipOf('school@example.com');
    const district = await signedInPage(bed, 'district@example.com');
    await menu(district).getByRole('link', { name: 'Employees' }).click();
    await district.getByRole('heading', { name: 'School employees' }).waitFor();
    await district.locator('tbody').getByText('Front office manager').first().waitFor();
    await keepScreenshot(district, 'school-employees-district');
    await district.goto(consoleUrl(bed, 'district@example.com', `/school-employees/${school.employeeId}/show`));
    await district.getByText('Signs in as Samuel Tran (school@example.com) · Only', { exact: false }).waitFor();
    await keepScreenshot(district, 'school-employee-permissions-district');

    const staff = await signedInPage(bed, 'school@example.com');
    const labels = await menuLabels(staff);
    expect(labels).not.toContain('Employees');
    expect(labels).not.toContain('Access');
    for (const path of ['/school-employees', '/access']) {
      await staff.goto(consoleUrl(bed, 'school@example.com', path));
      await staff.getByRole('heading', { name: 'Access denied' }).waitFor();
    }
    await keepScreenshot(staff, 'access-denied-school');
    await Promise.all([district.context().close(), staff.context().close()]);
  });
});
