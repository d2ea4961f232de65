import { expect, expectNoAxeViolations, test, urlFor } from './fixtures';

// axe runs on every route, in both colour modes, in routes.spec.ts: one page load per route does
// both its own checks and axe's.

test('before the JavaScript runs, a wide table can still be scrolled from the keyboard', async ({
  page,
}) => {
  // The server-rendered HTML is what readers without JavaScript, and everyone before hydration, get.
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.goto(urlFor('/docs/KM Project/configureKM'));
  const overflowingTables = await page.locator('article table').evaluateAll(
    (tables) =>
      tables.filter((table) => {
        const scroller = table.parentElement;
        return scroller !== null && scroller.scrollWidth > scroller.clientWidth;
      }).length,
  );
  expect(overflowingTables).toBeGreaterThan(0);
  // Each scrolling table is a region named after its own heading, so a page's regions differ.
  const regionNames = await page
    .locator('article [role="region"]')
    .evaluateAll((regions) => regions.map((region) => region.getAttribute('aria-label')));
  expect(regionNames.length).toBeGreaterThan(1);
  expect(new Set(regionNames).size).toBe(regionNames.length);
  // Without the site's code the colour mode is set once, on load, so only light mode is checked.
  await expectNoAxeViolations(page, ['light']);
});
