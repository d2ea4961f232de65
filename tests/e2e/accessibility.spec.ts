import { expect, expectNoAxeViolations, openRoute, routeList, test } from './fixtures';

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
