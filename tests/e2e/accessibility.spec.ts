import { expect, expectNoAxeViolations, openRoute, routeList, test, urlFor } from './fixtures';

const everyRoute = [...routeList.pages, ...routeList.notFound];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe (WCAG 2.1 AA) in ${colorScheme} mode`, () => {
    test.use({ colorScheme });

    for (const route of everyRoute) {
      test(route, async ({ page }) => {
        await openRoute(page, route);
        // The site follows the system preference until the reader chooses.
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await expectNoAxeViolations(page);
      });
    }
  });
}

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
  await expectNoAxeViolations(page);
});
