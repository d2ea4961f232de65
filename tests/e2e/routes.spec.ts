import {
  expect,
  expectNoAxeViolations,
  landingRoute,
  narrowToPhoneWidth,
  openRoute,
  redirects,
  routeList,
  sourceTitleForRoute,
  test,
  urlFor,
} from './fixtures';

// One test per route, so that a slow machine gives each page and its axe runs their own budget.
// The page opens in light mode, the system preference of the first paint; axe then checks it in
// light and, switched the way a reader's system switches, in dark mode; then the same page at a
// phone's width, in both modes again (accessibility.spec.ts emulates a whole phone on one route of
// each kind).
test.describe('every route of the route list', () => {
  for (const route of routeList.pages) {
    test(`${route} answers with its own page, without axe violations in either mode`, async ({
      page,
    }) => {
      const response = await openRoute(page, route);
      expect(response?.status()).toBe(200);

      const heading = page.locator('h1').first();
      await expect(heading).toBeVisible();
      await expect(page).toHaveTitle(/\| CogniBot Docs$|^CogniBot Docs/);
      await expect(page).not.toHaveTitle(/Page Not Found/);

      const expectedTitle = sourceTitleForRoute(landingRoute(route));
      if (expectedTitle !== undefined) {
        await expect(heading).toHaveText(expectedTitle);
        await expect(page).toHaveTitle(`${expectedTitle} | CogniBot Docs`);
      }

      if (route.startsWith('/docs')) {
        await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
        const tableOfContents = page.locator('.theme-doc-toc-desktop');
        await expect(tableOfContents).toBeVisible();
        expect(await tableOfContents.locator('a').count()).toBeGreaterThanOrEqual(2);
      }

      await expectNoAxeViolations(page);
      await narrowToPhoneWidth(page);
      await expectNoAxeViolations(page, ['dark', 'light']);
    });
  }
});

test.describe('routes without a page of their own', () => {
  for (const { from, to } of redirects) {
    test(`${from} lands on ${to}, keeping the query and the hash`, async ({ page }) => {
      await page.goto(`${urlFor(from)}?from=test#overview`);
      await expect(page).toHaveURL((url) => url.pathname === urlFor(to));
      expect(new URL(page.url()).search).toBe('?from=test');
      expect(new URL(page.url()).hash).toBe('#overview');
    });
  }
});

test.describe('unknown paths', () => {
  for (const route of routeList.notFound) {
    test(`${route} shows the not-found page, without axe violations in either mode`, async ({
      page,
    }) => {
      const response = await page.goto(urlFor(route));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(page).toHaveTitle(/Page Not Found/);
      // Our wording from i18n/en/code.json, not the stock "contact the owner of the site".
      await expect(page.getByRole('main')).toContainText('search the docs and the blog');

      await expectNoAxeViolations(page);
      await narrowToPhoneWidth(page);
      await expectNoAxeViolations(page, ['dark', 'light']);
    });
  }

  test('client-side navigation to an unknown path shows the not-found page', async ({ page }) => {
    await page.goto(urlFor('/docs/introduction'));
    await page.evaluate(() => {
      window.history.pushState({}, '', '/docs/not-a-real-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });
});
