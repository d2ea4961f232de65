import { expect, expectNoAxeViolations, openRoute, routeList, test, urlFor } from './fixtures';

// axe runs on every route, in both colour modes, at 1280 and 390 px in routes.spec.ts (one page
// load per route does its own checks and axe's at both widths), behind nginx, so a
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

test('the axe check finds violations put on a page, in the page and in a same-origin frame', async ({
  page,
}) => {
  // Holds the check itself to account: every route passes it only if it can fail.
  await page.goto(urlFor('/docs/introduction'));
  await page.locator('article').evaluate((article) => {
    const faint = document.createElement('p');
    faint.textContent = 'Text nobody can read';
    faint.style.cssText = 'color: #777; background: #888';
    const frame = document.createElement('iframe');
    frame.title = 'A frame';
    frame.srcdoc = '<!doctype html><html lang="en"><title>x</title><img src="/img/logo.svg">';
    article.prepend(faint, frame);
  });
  await expect(page.frameLocator('iframe[title="A frame"]').locator('img')).toHaveCount(1);
  const failure = await expectNoAxeViolations(page, ['light']).then(
    () => 'no violation found',
    (error: unknown) => String(error),
  );
  expect(failure).toContain('color-contrast');
  expect(failure).toContain('image-alt');
});

// Every route is also checked at 390 px in routes.spec.ts, narrowed in the same page load. A whole
// phone (touch, a mobile viewport) is emulated here for one route of each kind, so that anything the
// browser does differently on a phone than in a narrow desktop window is still checked.
const oneRouteOfEachKind = [
  '/',
  '/blog',
  '/blog/agent-assist',
  '/docs/installation',
  '/docs/release-notes',
  '/docs/reference/api/create-notification',
  '/docs/CogniBot/Concepts/conditions',
  routeList.notFound[0] ?? '/not-a-route',
];

test.describe('one route of each kind on a phone', () => {
  for (const route of oneRouteOfEachKind) {
    test(`${route}: no axe violations in either mode @phone`, async ({ page }) => {
      expect([...routeList.pages, ...routeList.notFound], 'a route of the route list').toContain(
        route,
      );
      const response = await openRoute(page, route);
      expect(response?.status()).toBe(routeList.notFound.includes(route) ? 404 : 200);
      await expect(page.locator('h1').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
