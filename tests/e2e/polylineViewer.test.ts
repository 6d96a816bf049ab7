import { browserRequirement, consoleAndBrowserForSuite, keepScreenshot } from '../helpers/browser';
import { consoleUrl, signedInPage } from '../helpers/consoleSignIn';
import { describeWhen } from '../helpers/requirements';

jest.setTimeout(90_000);

/** Google's own example of the encoding, at precision 5. */
const GOOGLE_EXAMPLE_5 = '_p~iF~ps|U_ulLnnqC_mqNvxq`@';

describeWhen(browserRequirement, 'the Polyline Viewer in Chromium (spec 2.9, 4.10, 8)', () => {
  const bed = consoleAndBrowserForSuite();

  it('draws a run\'s planned path with numbered markers in view, follows the precision and rejects garbage', async () => {
    // A real polyline: the planned path of a demo run, encoded at precision 6 as the seed stores it.
    const { polyline } = await bed.server.running.database.db
      .selectFrom('routes').select('polyline').where('polyline', 'is not', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const page = await signedInPage(bed, 'support@example.com');
    await page.goto(consoleUrl(bed, 'support@example.com', '/polyline-viewer'));
    await page.getByRole('heading', { name: 'Polyline Viewer' }).waitFor();

    const map = page.getByRole('region', { name: 'The decoded polyline' });
    const status = page.getByRole('status');
    const markers = map.locator('[data-marker]');
    await page.getByLabel('Encoded polyline').fill(polyline!);
    await map.and(page.locator('[data-paths="polyline"]')).waitFor();
    const pointCount = Number((await status.textContent())!.match(/^(\d+) points at precision 6/)![1]);
    expect(pointCount).toBeGreaterThan(10);
    expect(await markers.count()).toBe(0);

    await page.getByLabel('Show markers').check();
    await markers.first().waitFor();
    expect(await markers.count()).toBe(pointCount);
    expect(await map.locator('[data-marker="1"] text').textContent()).toBe('1');
    await keepScreenshot(page, 'polyline-viewer-markers');

    // Wheeled in on the first stop, only the markers inside the map's bounds are drawn.
    const first = (await map.locator('[data-marker="1"]').boundingBox())!;
    await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2);
    for (let step = 0; step < 3; step += 1) await page.mouse.wheel(0, -200);
    await status.getByText(new RegExp(`^\\d+ points at precision 6 · \\d+ of ${pointCount} markers in view$`)).waitFor();
    await page.waitForFunction((total) => document.querySelectorAll('[data-marker]').length < total, pointCount);
    const box = (await map.boundingBox())!;
    for (const marker of await markers.all()) {
      const { x, y, width, height } = (await marker.boundingBox())!;
      expect([x + width / 2 >= box.x && x + width / 2 <= box.x + box.width, y + height / 2 >= box.y && y + height / 2 <= box.y + box.height]).toEqual([true, true]);
    }
    expect(await map.locator('[data-marker="1"]').count()).toBe(1);
    await page.mouse.move(0, 0);
    await keepScreenshot(page, 'polyline-viewer-zoomed');

    // Read at precision 5, the same text puts its points ten times as far out: off the globe.
    await page.getByLabel('Precision 5').check();
    await page.getByRole('alert').getByText('Invalid polyline').waitFor();
    await page.getByLabel('Encoded polyline').fill(GOOGLE_EXAMPLE_5);
    await status.getByText('3 points at precision 5').waitFor();
    expect(await markers.count()).toBe(3);

    await page.getByLabel('Encoded polyline').fill('this is not a polyline');
    await page.getByRole('alert').getByText('Invalid polyline').waitFor();
    expect(await map.getAttribute('data-paths')).toBe('');
    await keepScreenshot(page, 'polyline-viewer-invalid');
    await page.context().close();
  });

  it('is for the operator\'s staff only: a yard user sees "Access denied"', async () => {
    const page = await signedInPage(bed, 'yard@example.com');
    await page.goto(consoleUrl(bed, 'yard@example.com', '/polyline-viewer'));
    await page.getByText('Access denied').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Polyline Viewer' }).count()).toBe(0);
    await page.context().close();
  });
});
