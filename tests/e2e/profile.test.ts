import type { Locator } from 'playwright-core';
import { PASSWORD_LENGTH_MESSAGE, MIN_PASSWORD_LENGTH } from '../../permissions/passwordRule';
import { englishText } from '../../server/englishText';
import { signedIn } from '../helpers/apiClient';
import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, portalOf, signedInPage } from '../helpers/consoleSignIn';
import { solidPng } from '../helpers/pngImage';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(120_000);

describeWhen(browserRequirement, '"My profile" in Chromium (spec 2.8, 4.4)', () => {
  const bed = consoleAndBrowserForSuite();

  it('shows the profile with initials, then a photo cropped square and 600 px wide once uploaded', async () => {
    const page = await signedInPage(bed, 'school@example.com');
    await page.goto(consoleUrl(bed, 'school@example.com', '/profile'));
    await page.getByRole('heading', { name: 'Profile information' }).waitFor();
    await page.getByRole('heading', { name: 'Login and security' }).waitFor();
    const photo = page.getByTestId('profile-photo');
    expect(await photo.innerText()).toMatch(/^[A-Z]{2}$/);
    expect(await page.getByRole('button', { name: 'Edit' }).evaluate((button) => button.getBoundingClientRect().width)).toBe(150);
    await keepScreenshot(page, 'profile-preview');

    await page.getByRole('button', { name: 'Upload photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload photo' });
    await dialog.getByRole('img', { name: 'Photo crop area' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog.locator('input[type=file]').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: solidPng(900, 540, [190, 60, 40]) });
    await dialog.getByRole('slider', { name: 'Zoom' }).waitFor();
    await keepScreenshot(page, 'profile-photo-crop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const shown = photo.locator('img');
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(await shown.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([600, 600]);
    expect(await shown.evaluate((image: HTMLImageElement) => image.getBoundingClientRect().width)).toBe(132);
    const stored = await bed.server.running.database.db.selectFrom('userPhotos').innerJoin('users', 'users.id', 'userPhotos.userId')
      .select(['contentType', 'width', 'height']).where('users.email', '=', 'school@example.com').executeTakeFirstOrThrow();
    expect(stored).toEqual({ contentType: 'image/jpeg', width: 600, height: 600 });
    // The menu's avatar shows the new photo too, without a reload.
    await page.locator('button[aria-haspopup="menu"] img').first().waitFor();
    await keepScreenshot(page, 'profile-photo');
    await page.context().close();
  });

  it('changes the password: the one password rule stated and held, a wrong current password refused in an alert, the right one succeeding', async () => {
    const page = await signedInPage(bed, 'district@example.com');
    await page.goto(consoleUrl(bed, 'district@example.com', '/profile'));
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL(/\/profile\/change-password$/);
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);

    // The rule under the new password before anything is typed, then as the error of one character fewer: the words of the password setup page and of the server.
    const rule = englishText(PASSWORD_LENGTH_MESSAGE);
    const newPassword = page.getByLabel('New password', { exact: true });
    const descriptionOf = (field: Locator) => field.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(await descriptionOf(newPassword)).toBe(rule);
    await page.getByLabel('Current password').fill('not-my-password');
    await newPassword.fill('Fleet-Yard-2027'.slice(0, MIN_PASSWORD_LENGTH - 1));
    await page.getByLabel('Confirm new password').fill('Fleet-Yard-2027'.slice(0, MIN_PASSWORD_LENGTH - 1));
    await page.waitForFunction(() => document.querySelector('input[aria-invalid="true"][autocomplete="new-password"]'));
    expect([await newPassword.getAttribute('aria-invalid'), await descriptionOf(newPassword)]).toEqual(['true', rule]);
    expect(await save.isDisabled()).toBe(true);
    await keepScreenshot(page, 'profile-change-password-too-short');

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('Fleet-Yard-2027');
    await page.getByLabel('Confirm new password').fill('Fleet-Yard-2028');
    await page.getByText('New passwords do not match').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Confirm new password').fill('Fleet-Yard-2027');
    await save.click();
    await page.getByRole('alert').getByText('Current password is not correct.').waitFor();
    await keepScreenshot(page, 'profile-change-password-wrong');

    await page.getByLabel('Current password').fill('Transit-Demo-2026');
    await save.click();
    await page.waitForURL(/\/profile$/);
    await page.getByRole('status').getByText('Password successfully updated').waitFor();
    await keepScreenshot(page, 'profile-password-updated');
    await expect(signedIn(bed.server.urlOf(portalOf('district@example.com')), 'district@example.com', 'Fleet-Yard-2027')).resolves.toBeDefined();

    // Entering the form again starts afresh, and so does coming back to the profile later.
    await page.getByRole('link', { name: /Dashboard|Rides/ }).first().click();
    await page.goto(consoleUrl(bed, 'district@example.com', '/profile'));
    await page.getByRole('button', { name: 'Change password' }).waitFor();
    await page.context().close();
  });
});
