import { expect, expectNoAxeViolations, openRoute, routeList, test, urlFor } from './fixtures';

// axe runs on every route, in both colour modes, at 1280 px in routes.spec.ts (one page load per
// route does both its own checks and axe's), and at 390 px below; both behind nginx, so a
// Content-Security-Policy violation on any route fails too (fixtures.ts).

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

// A few routes a test, on one page: each test gets its own budget (expectNoAxeViolations adds one
// for each axe run) without a browser context for every route.
const routesPerTest = 12;
const allRoutes = [...routeList.pages, ...routeList.notFound];
const routeGroups = Array.from(
  { length: Math.ceil(allRoutes.length / routesPerTest) },
  (_, index) => allRoutes.slice(index * routesPerTest, (index + 1) * routesPerTest),
);

test.describe('every route on a phone', () => {
  for (const routes of routeGroups) {
    test(`${routes[0] ?? ''} … ${routes.at(-1) ?? ''}: no axe violations in either mode @phone`, async ({
      page,
    }) => {
      for (const route of routes) {
        await test.step(route, async () => {
          const response = await openRoute(page, route);
          expect(response?.status()).toBe(routeList.notFound.includes(route) ? 404 : 200);
          await expect(page.locator('h1').first()).toBeVisible();
          await expectNoAxeViolations(page);
        });
      }
    });
  }
});
