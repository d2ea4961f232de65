import type { Page } from '@playwright/test';
import {
  colorModeToggle,
  expect,
  expectNoAxeViolations,
  landingRoute,
  redirects,
  routeList,
  searchBox,
  sourceTitleForRoute,
  test,
  urlFor,
  walkFailedLoadsWithRetry,
} from './fixtures';

// Every JavaScript chunk of the built site: main bundle, runtime and the per-page chunks.
const javaScriptChunks = '**/assets/js/*.js';

function docsSidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Docs sidebar' });
}

function sidebarLink(page: Page, name: string) {
  return docsSidebar(page).getByRole('link', { name, exact: true });
}

/** Lets the initial page finish loading, including the chunks prefetched for visible links. */
async function openSettled(page: Page, route: string): Promise<void> {
  await page.goto(urlFor(route));
  await page.waitForLoadState('networkidle');
}

test.describe('top progress bar', () => {
  test('shows, without a spinner, while a page change waits for its code', async ({ page }) => {
    let releaseChunks = () => {};
    const chunksReleased = new Promise<void>((resolve) => {
      releaseChunks = resolve;
    });
    let holdChunks = false;
    await page.route(javaScriptChunks, async (route) => {
      if (holdChunks) await chunksReleased;
      await route.continue();
    });
    await openSettled(page, '/docs/introduction');

    holdChunks = true;
    await sidebarLink(page, 'Installation').click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    // The old page stays until the new one can render.
    await expect(page.locator('h1')).toHaveText(sourceTitleForRoute('/docs/introduction') ?? '');

    releaseChunks();
    await expect(page.locator('h1')).toHaveText('Installation');
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('does not show for a page change whose code is already loaded', async ({ page }) => {
    await openSettled(page, '/docs/introduction');
    await page.evaluate(async () => {
      const { docusaurus } = window as unknown as {
        docusaurus: { preload: (path: string) => Promise<unknown> };
      };
      await docusaurus.preload('/docs/installation');
      // Records whether the bar ever appears, however briefly.
      const record = window as unknown as { progressBarShown: boolean };
      record.progressBarShown = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) record.progressBarShown = true;
      }).observe(document.body, { childList: true });
    });

    await sidebarLink(page, 'Installation').click();
    await expect(page.locator('h1')).toHaveText('Installation');
    const shown = await page.evaluate(
      () => (window as unknown as { progressBarShown: boolean }).progressBarShown,
    );
    expect(shown).toBe(false);
  });
});

test('a page whose code fails to load makes the site reload, once', async ({ page }) => {
  // As after a new deployment: the chunks the open page knows about are gone from the server.
  let chunksGone = false;
  await page.route(javaScriptChunks, async (route) => {
    await (chunksGone ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue());
  });
  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documentLoads.push(decodeURI(new URL(request.url()).pathname));
    }
  });
  await openSettled(page, '/docs/introduction');

  chunksGone = true;
  await sidebarLink(page, 'Installation').click();
  // The reload fetches the page from the server, which renders it without any JavaScript.
  await expect(page).toHaveURL(/\/docs\/installation$/);
  await expect(page.locator('h1')).toHaveText('Installation');
  await page.waitForLoadState('networkidle');
  expect(documentLoads).toEqual(['/docs/introduction', '/docs/installation']);
});

test('chunks missing at the first visit fail at once, and the page stays readable', async ({
  page,
}) => {
  // The page's HTML lists its route's chunks, which the inline loader starts after main.js;
  // webpack must hear of a failure from those <script>s instead of waiting out its 120 s timeout.
  await page.route(javaScriptChunks, async (route) => {
    const isEntryScript = /\/(runtime~main|main)\.[^/]+\.js$/.test(route.request().url());
    await (isEntryScript ? route.continue() : route.fulfill({ status: 404, body: 'Not found' }));
  });
  const failure = page.waitForEvent('pageerror');
  await page.goto(urlFor('/docs/installation'));
  expect((await failure).message).toMatch(/^Loading chunk \S+ failed/);
  // Without its chunks the page does not hydrate, but its server-rendered text is there.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
});

test('blocked storage leaves the site working, with a console warning', async ({ page }) => {
  // What a browser that blocks site data does: touching the storage throws.
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));

  await page.goto(urlFor('/docs/introduction'));
  const toggle = colorModeToggle(page);
  await toggle.click();
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.locator('.theme-announcement-bar').getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  await sidebarLink(page, 'Installation').click();
  await expect(page.locator('h1')).toHaveText('Installation');
  // Within the visit the choice still holds; it just is not stored.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  expect(pageErrors).toEqual([]);
  expect(warnings.filter((text) => /browser storage is not available/.test(text))).toHaveLength(1);
});

test('a component that throws shows the crash screen, and Try again recovers', async ({ page }) => {
  // Wide tables measure themselves with a ResizeObserver; make that throw, with a cause.
  await page.addInitScript(() => {
    const state = window as unknown as { failResizeObserver: boolean };
    state.failResizeObserver = true;
    const Original = window.ResizeObserver;
    window.ResizeObserver = class extends Original {
      constructor(callback: ResizeObserverCallback) {
        if (state.failResizeObserver) {
          throw new Error('Could not measure the table', {
            cause: new Error('ResizeObserver is switched off by the test'),
          });
        }
        super(callback);
      }
    };
  });
  const route = '/docs/KM Project/configureKM';
  const title = sourceTitleForRoute(route) ?? '';
  const heading = page.getByRole('heading', { level: 1 });

  await test.step('the crash screen names the error and its cause', async () => {
    await page.goto(urlFor(route));
    await expect(heading).toHaveText('This page crashed.');
    await expect(page).toHaveTitle('Page Error | CogniBot Docs');
    await expect(
      page.getByText(
        /Could not measure the table\s+Cause:\s+ResizeObserver is switched off by the test/,
      ),
    ).toBeVisible();
  });

  await test.step('the shell around it keeps working and is as readable as any page', async () => {
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoAxeViolations(page);
    const toggle = colorModeToggle(page);
    await toggle.click();
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(heading).toHaveText('This page crashed.');
  });

  await test.step('Try again renders the page once the fault is gone', async () => {
    await page.evaluate(() => {
      (window as unknown as { failResizeObserver: boolean }).failResizeObserver = false;
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(heading).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | CogniBot Docs`);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const docsRoutes = [
    ...new Set(routeList.pages.filter((route) => route.startsWith('/docs')).map(landingRoute)),
  ].sort();

  /** The docs pages the sidebar of the open page links to, as listed in its HTML. */
  function sidebarLinks(page: Page, options: { visibleOnly: boolean }): Promise<string[]> {
    return docsSidebar(page)
      .locator('a[href^="/docs/"]')
      .evaluateAll(
        (anchors, visibleOnly) =>
          anchors
            .filter((anchor) => !visibleOnly || anchor.checkVisibility())
            .map((anchor) => decodeURI(new URL((anchor as HTMLAnchorElement).href).pathname)),
        options.visibleOnly,
      );
  }

  // One test per page, so that a slow machine gives each page its own time budget.
  for (const route of docsRoutes) {
    test(`${route} shows its content, and a sidebar whose every link can be followed`, async ({
      page,
    }) => {
      const response = await page.goto(urlFor(route));
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(sourceTitleForRoute(route) ?? '');
      expect(await page.locator('article .markdown p').count()).toBeGreaterThan(0);
      // Collapsed categories cannot open without JavaScript, so their pages must not be in the
      // HTML at all: every link the sidebar holds is one a reader can see and follow.
      const links = await sidebarLinks(page, { visibleOnly: false });
      expect(links.length).toBeGreaterThan(0);
      expect(await sidebarLinks(page, { visibleOnly: true })).toEqual(links);
      expect(links.filter((link) => !docsRoutes.includes(link))).toEqual([]);
    });
  }

  test('the sidebars lead from the introduction to every docs page', async ({ page, request }) => {
    // Follows the links of each page's sidebar as served (the tests above show they are all
    // visible), reading the HTML without rendering it.
    await page.goto(urlFor('/docs/introduction'));
    const visited = new Set<string>();
    const queue = ['/docs/introduction'];
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      if (visited.has(route)) continue;
      visited.add(route);
      const html = await (await request.get(urlFor(route))).text();
      const links = await page.evaluate((source) => {
        const document = new DOMParser().parseFromString(source, 'text/html');
        const sidebar = document.querySelector('nav[aria-label="Docs sidebar"]');
        return [...(sidebar?.querySelectorAll('a[href^="/docs/"]') ?? [])].map((anchor) =>
          decodeURI(anchor.getAttribute('href') ?? ''),
        );
      }, html);
      queue.push(...links.filter((link) => !visited.has(link)));
    }
    expect([...visited].sort()).toEqual(docsRoutes);
  });

  for (const { from, to } of redirects) {
    test(`${from} lands on ${to}`, async ({ page }) => {
      await page.goto(urlFor(from));
      await expect(page).toHaveURL((url) => url.pathname === urlFor(to));
      await expect(page.locator('h1')).toHaveText(sourceTitleForRoute(to) ?? '');
    });
  }
});

test('a search index piece that is slow, missing or corrupt gives a quiet message and Retry', async ({
  page,
}) => {
  // The dictionaries load; the postings pieces a query needs fail, one way after another.
  let failure: 'held 404' | '500' | 'corrupt JSON' | 'other JSON' | undefined = 'held 404';
  let releaseHeld = (): void => {};
  const held = new Promise<void>((resolve) => {
    releaseHeld = resolve;
  });
  const pieces: string[] = [];
  await page.route('**/search-box-postings-*.json*', async (route) => {
    pieces.push(route.request().url());
    switch (failure) {
      case 'held 404':
        await held;
        return route.fulfill({ status: 404, body: 'Not found' });
      case '500':
        return route.fulfill({ status: 500, body: 'Server error' });
      case 'corrupt JSON':
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"v":1,"fi' });
      case 'other JSON':
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"v":1}' });
      case undefined:
        return route.continue();
    }
  });
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto(urlFor('/docs/installation'));
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const box = searchBox(page);
  await box.input.focus();
  await box.input.pressSequentially('audit');
  // A slow piece: the box says it is still searching, and nothing else.
  await walkFailedLoadsWithRetry(box, {
    release: releaseHeld,
    requestCount: () => pieces.length,
    failures: ['500', 'corrupt JSON', 'other JSON', undefined],
    setFailure: (next) => {
      failure = next;
    },
    // Retry fetches the failed pieces again; how many depends on the pieces the query needs.
    expectAskedAgain: (before) => expect.poll(() => pieces.length).toBeGreaterThan(before),
  });
  expect(pageErrors).toEqual([]);
});
