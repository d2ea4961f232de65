import type { CDPSession, Page, Request, Route } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  searchBox,
  test,
  urlFor,
  walkFailedLoadsWithRetry,
} from './fixtures';

// Each tag's term dictionary: the first of its files the box fetches.
const indexFile = /\/search-box-terms-(docs|blog)\.json(\?|$)/;
const indexRoute = '**/search-box-terms-*.json*';

/** Opens a route and waits until React has hydrated it, so the box reacts to input. */
async function openHydrated(page: Page, route: string): Promise<void> {
  await page.goto(urlFor(route));
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** The tags of the index files the page has requested so far. */
function recordIndexRequests(page: Page): string[] {
  const tags: string[] = [];
  page.on('request', (request: Request) => {
    const tag = indexFile.exec(request.url())?.[1];
    if (tag !== undefined) tags.push(tag);
  });
  return tags;
}

async function windowIdOf(session: CDPSession): Promise<number> {
  const { windowId } = await session.send('Browser.getWindowForTarget');
  return windowId;
}

test.describe('search box', () => {
  test('loads the indexes only on first interaction, once per tag, and searches in a worker', async ({
    page,
  }) => {
    const requests = recordIndexRequests(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await openHydrated(page, '/docs/installation');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect(workers).toEqual([]);

    const { input, options, form } = searchBox(page);
    await input.hover();
    await expect.poll(() => [...requests].sort()).toEqual(['blog', 'docs']);
    await expect(form).toHaveAttribute('data-index-state', 'ready');

    await input.focus();
    await input.pressSequentially('audit log retention', { delay: 15 });
    await expect(options.first()).toBeVisible();
    await input.fill('agent assist');
    // The blog post is among the results (which docs page ranks first is the contract test's job).
    await expect(
      page
        .getByRole('listbox', { name: 'Search results' })
        .locator('a[href^="/blog/agent-assist"]'),
    ).toBeVisible();
    expect(requests).toHaveLength(2);
    expect(workers).toHaveLength(1);

    // Docs and blog together, at most 8 results.
    const hrefs = await options.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(hrefs.some((href) => href?.startsWith('/docs/'))).toBe(true);
    expect(hrefs.length).toBeLessThanOrEqual(8);

    // Focus (here through the shortcut) on a fresh page load starts loading too.
    requests.length = 0;
    await openHydrated(page, '/blog');
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused();
    await expect.poll(() => [...requests].sort()).toEqual(['blog', 'docs']);
  });

  test('is a WAI-ARIA combobox driven from the keyboard', async ({ page }) => {
    await openHydrated(page, '/docs/installation');
    const { input, options, status, form, message } = searchBox(page);

    // A visible hint for the shortcut, which focuses the box; focus opens the panel.
    await expect(form.locator('kbd')).toHaveText(['Ctrl', 'K']);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(message(/Type to search the docs and blog/)).toBeVisible();

    await input.pressSequentially('audit log');
    await expect(options).not.toHaveCount(0);
    const count = await options.count();
    expect(count).toBeLessThanOrEqual(8);
    await expect(status).toHaveText(`${count} results`);
    const listbox = page.getByRole('listbox', { name: 'Search results' });
    await expect(input).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '');

    // Results are real links; the first is active.
    for (const option of await options.all()) {
      await expect(option).toHaveAttribute('href', /^\/(docs|blog)\//);
      expect(await option.evaluate((element) => element.tagName)).toBe('A');
    }
    const optionIds = await options.evaluateAll((links) => links.map((link) => link.id));
    const activeId = () => input.getAttribute('aria-activedescendant');
    expect(await activeId()).toBe(optionIds[0]);
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');

    // Arrows move the active result and wrap around.
    await input.press('ArrowDown');
    expect(await activeId()).toBe(optionIds[1]);
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowUp');
    await input.press('ArrowUp');
    expect(await activeId()).toBe(optionIds.at(-1));
    await input.press('ArrowDown');
    expect(await activeId()).toBe(optionIds[0]);

    // Escape closes the panel; Escape on a closed panel clears the query.
    await input.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('audit log');
    await input.press('Escape');
    await expect(input).toHaveValue('');

    // Typing opens the panel again; blur closes it.
    await input.pressSequentially('zqxjv qwzzk');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(message('No results found.')).toBeVisible();
    await expect(status).toHaveText('No results found.');
    await page.locator('h1').click();
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    // The input takes at most 512 characters.
    await input.fill('x'.repeat(600));
    await expect(input).toHaveValue('x'.repeat(512));
  });

  test('Enter opens the active result at its section, highlighted until the reader clears it', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/installation');
    const { input, options, form } = searchBox(page);
    await input.focus();
    await input.pressSequentially('audit question');
    const section = options.filter({ hasText: 'Answer an audit question' });
    await expect(section).toBeVisible();
    // Move to the section hit with the arrows, then open it.
    while ((await section.getAttribute('aria-selected')) !== 'true') await input.press('ArrowDown');
    await input.press('Enter');

    await expect(page).toHaveURL(
      /\/docs\/Main%20Menu\/main_menu_intro\?_highlight=audit&_highlight=question#answer-an-audit-question$/,
    );
    await expect(page.locator('#answer-an-audit-question')).toBeInViewport();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    const marks = page.locator('article mark');
    await expect(marks.first()).toBeVisible();
    expect(new Set((await marks.allTextContents()).map((text) => text.toLowerCase()))).toEqual(
      new Set(['audit', 'question']),
    );
    await expect(input).toHaveValue('audit question');

    await form.getByRole('button', { name: 'Clear' }).click();
    await expect(marks).toHaveCount(0);
    await expect(page).toHaveURL(/\/docs\/Main%20Menu\/main_menu_intro#answer-an-audit-question$/);
    await expect(input).toHaveValue('');
  });

  test('Ctrl+Enter opens the active result in a new tab, Shift+Enter in a new window, Submit here', async ({
    page,
    context,
  }) => {
    await openHydrated(page, '/docs/installation');
    const { input, options } = searchBox(page);
    await input.focus();
    await input.pressSequentially('rasa');
    const href = await options.first().getAttribute('href');
    expect(href).toMatch(/configureRasa\?_highlight=rasa$/);
    const ownWindow = await windowIdOf(await context.newCDPSession(page));

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.keyboard.press('Control+Enter'),
    ]);
    await expect(tab).toHaveURL(/\/docs\/NLU%20Project\/configureRasa\?_highlight=rasa$/);
    expect(await windowIdOf(await context.newCDPSession(tab))).toBe(ownWindow);

    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.keyboard.press('Shift+Enter'),
    ]);
    await expect(popup).toHaveURL(/\/docs\/NLU%20Project\/configureRasa\?_highlight=rasa$/);
    expect(await windowIdOf(await context.newCDPSession(popup))).not.toBe(ownWindow);

    // Results are links, so Ctrl+click and middle-click open new tabs too.
    const clicks: Parameters<typeof page.click>[1][] = [
      { modifiers: ['Control'] },
      { button: 'middle' },
    ];
    for (const click of clicks) {
      const [opened] = await Promise.all([
        context.waitForEvent('page'),
        options.first().click(click),
      ]);
      await expect(opened).toHaveURL(/\/docs\/NLU%20Project\/configureRasa\?_highlight=rasa$/);
    }

    // None of these moved this page; Submit opens the active result here and closes the panel.
    await expect(page).toHaveURL(/\/docs\/installation$/);
    await page.getByRole('search').getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/docs\/NLU%20Project\/configureRasa\?_highlight=rasa$/);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  test('a malformed query shows the parse message and the page keeps working', async ({ page }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await openHydrated(page, '/docs/installation');
    const { input, options, status, message } = searchBox(page);
    await input.focus();
    for (const [query, error] of [
      ['install~x', 'edit distance must be numeric'],
      ['install^x', 'boost must be numeric'],
      ['install +', 'expecting term or field, found nothing'],
      ['~2', 'expected either a field or a term, found EDIT_DISTANCE'],
      [
        'nope:install',
        "unrecognised field 'nope', possible fields: 'title', 'heading', 'description', 'tags', 'content'",
      ],
    ] as const) {
      await input.fill(query);
      await expect(message(error)).toBeVisible();
      await expect(status).toContainText(error);
      await expect(options).toHaveCount(0);
    }
    await input.fill('title:install +helm');
    await expect(options.first()).toHaveAttribute('href', /^\/docs\/installation/);
    expect(pageErrors).toEqual([]);

    // Enter on the query that replaces one that errored goes somewhere, answered or not.
    await input.fill('install~x');
    await expect(message('edit distance must be numeric')).toBeVisible();
    await input.fill('helm');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/docs\/[^?]+\?_highlight=helm$|\/search\?q=helm$/);
  });

  test('a failed index load shows a message and Retry, and is fetched again on Retry', async ({
    page,
  }) => {
    let failure: 'held 404' | '500' | 'network error' | 'corrupt JSON' | undefined = 'held 404';
    // The first answer waits until the test has seen the "stalled" indicator, so no machine is too
    // slow (or too fast) for it to show.
    let releaseHeld = (): void => {};
    const held = new Promise<void>((resolve) => {
      releaseHeld = resolve;
    });
    const requests = recordIndexRequests(page);
    await page.route(indexRoute, async (route: Route) => {
      switch (failure) {
        case 'held 404':
          await held;
          return route.fulfill({ status: 404, body: 'Not found' });
        case '500':
          return route.fulfill({ status: 500, body: 'Server error' });
        case 'network error':
          return route.abort('failed');
        case 'corrupt JSON':
          return route.fulfill({ status: 200, contentType: 'application/json', body: '[{"doc' });
        case undefined:
          return route.continue();
      }
    });
    await openHydrated(page, '/docs/installation');
    const box = searchBox(page);
    await box.input.focus();
    await box.input.pressSequentially('audit');
    await walkFailedLoadsWithRetry(box, {
      release: releaseHeld,
      requestCount: () => requests.length,
      failures: ['500', 'network error', 'corrupt JSON', undefined],
      setFailure: (next) => {
        failure = next;
      },
      // Each Retry asks for both tags' files again, docs and blog.
      expectAskedAgain: (before) => expect.poll(() => requests.length).toBe(before + 2),
    });
  });

  test('links to the full results page, which looks like the rest of the site', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/installation');
    const { input, form } = searchBox(page);
    await input.focus();
    await input.pressSequentially('helm');
    await form.getByRole('link', { name: 'See all results' }).click();
    await expect(page).toHaveURL(/\/search\?q=helm$/);
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a clicked result opens in the app, and typing prefetches nothing', async ({ page }) => {
    await openHydrated(page, '/docs/installation');
    // The links in view have been prefetched; from now on, record the prefetch tags added.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const site = window as unknown as { prefetchTags: string[]; sameDocument: boolean };
      site.prefetchTags = [];
      site.sameDocument = true;
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (node instanceof HTMLLinkElement && node.rel === 'prefetch') {
            site.prefetchTags.push(node.href);
          }
        }
      }).observe(document.head, { childList: true });
    });
    const { input, options, form } = searchBox(page);
    await input.focus();
    for (const query of ['helm', 'helm chart', 'webhook', 'audit logs']) {
      await input.fill(query);
      await expect(
        form.locator(`[role=listbox][data-query="${query}"] [role=option]`).first(),
      ).toBeVisible();
    }
    // Two frames after the last results: the earlier results' links had many more.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    // Docusaurus's Link prefetches every link it shows, anew for each new address.
    const prefetchTags = await page.evaluate(
      () => (window as unknown as { prefetchTags: string[] }).prefetchTags,
    );
    expect(prefetchTags).toEqual([]);
    const href = (await options.first().getAttribute('href')) ?? '';
    expect(href).toContain('_highlight=');
    // The pointer on a result loads the code of its page, as Docusaurus's links do on hover.
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/assets/js/')) chunks.push(request.url());
    });
    await options.first().hover();
    await expect.poll(() => chunks.length).toBeGreaterThan(0);
    await options.first().click();
    await expect(page).toHaveURL(
      (url) => decodeURI(`${url.pathname}${url.search}${url.hash}`) === decodeURI(href),
    );
    await expect(input).not.toBeFocused();
    // A plain click navigates within the app: the page was not loaded again.
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });

  test('shows sections with content, never link lists such as "Related pages"', async ({
    page,
  }) => {
    await openHydrated(page, '/docs/installation');
    const { input, options, form } = searchBox(page);
    await input.focus();
    await expect(form).toHaveAttribute('data-index-state', 'ready');
    for (const query of ['audit logs', 'microsoft teams', 'troubleshooting']) {
      await input.fill(query);
      await expect(options.first()).toBeVisible();
      const hrefs = await options.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      );
      expect(
        hrefs.filter((href) => href?.includes('#related-pages')),
        query,
      ).toEqual([]);
      await expect(options.filter({ hasText: 'Related pages' })).toHaveCount(0);
    }
  });

  test('shows results before it fetches the section texts, then their snippets', async ({
    page,
  }) => {
    const texts: string[] = [];
    let releaseTexts: () => void = () => undefined;
    const textsHeld = new Promise<void>((resolve) => (releaseTexts = resolve));
    await page.route('**/search-box-text-*.json*', async (route) => {
      texts.push(route.request().url());
      await textsHeld;
      await route.continue();
    });
    await openHydrated(page, '/docs/installation');
    const { input, options } = searchBox(page);
    await input.focus();
    await input.pressSequentially('helm chart');
    await expect(options.first()).toBeVisible();
    // Results are there while the texts are still on their way: only what the index carries.
    await expect.poll(() => texts.length).toBeGreaterThan(0);
    const snippets = options.locator('span:nth-child(3)');
    const before = await snippets.count();
    releaseTexts();
    await expect.poll(() => snippets.count()).toBeGreaterThan(before);
    await expect(snippets.locator('mark').first()).toBeVisible();
  });

  test('once it has answered, fetches the other postings pieces, so later words wait for none', async ({
    page,
  }) => {
    const listed = (await (await page.request.get('/search-box-files.json')).json()) as string[];
    const allPieces = listed.filter((name) => name.includes('/search-box-postings-'));
    const pieces: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.includes('/search-box-postings-')) pieces.push(pathname);
    });
    await openHydrated(page, '/docs/installation');
    const { input, options, form } = searchBox(page);
    await input.hover();
    await expect(form).toHaveAttribute('data-index-state', 'ready');
    // Intent fetches the dictionaries and documents, never a piece.
    expect(pieces).toEqual([]);
    await input.focus();
    await input.pressSequentially('audit');
    await expect(options.first()).toBeVisible();
    await expect.poll(() => [...pieces].sort()).toEqual([...allPieces].sort());
    const query = 'webhook deploy* retention';
    await input.fill(query);
    await expect(
      form.locator(`[role=listbox][data-query="${query}"] [role=option]`).first(),
    ).toBeVisible();
    expect(pieces).toHaveLength(allPieces.length);
  });

  test('passes axe with the panel open, in light and dark mode', async ({ page }) => {
    await openHydrated(page, '/docs/installation');
    const { input, options } = searchBox(page);
    await input.focus();
    await input.pressSequentially('teams');
    await expect(options.first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('search box on a narrow screen', { tag: '@phone' }, () => {
  test('opens full screen with Cancel and passes axe in light and dark mode', async ({ page }) => {
    await openHydrated(page, '/docs/installation');
    const { input, options, form } = searchBox(page);
    await input.tap();
    await input.pressSequentially('teams');
    await expect(options.first()).toBeVisible();
    // Read the end state: on a busy machine the box may still be growing after the first result.
    await expect
      .poll(() => form.boundingBox())
      .toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    const cancel = form.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeVisible();
    await expectNoAxeViolations(page);

    await cancel.tap();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(cancel).toBeHidden();
    await expect.poll(async () => (await form.boundingBox())?.height).toBeLessThan(100);
  });
});

test.describe('not-found page', () => {
  test('suggests pages whose titles match the words of the missing URL', async ({ page }) => {
    await page.goto(urlFor('/docs/audit-log'));
    const suggestions = page.getByRole('navigation', { name: 'Pages with a similar name' });
    const links = suggestions.getByRole('link');
    await expect(links.first()).toHaveText('Audit logs');
    await expect(links.first()).toHaveAttribute('href', '/docs/Main Menu/audit_logs');
    expect(await links.count()).toBeLessThanOrEqual(5);
    await links.first().click();
    await expect(page).toHaveURL(/\/docs\/Main%20Menu\/audit_logs$/);
  });

  test('falls back to plain links when the index cannot load', async ({ page }) => {
    await page.route(indexRoute, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(urlFor('/docs/audit-log'));
    const fallback = page.getByRole('navigation', { name: 'Where to go from here' });
    await expect(fallback.getByRole('link', { name: 'Introduction' })).toHaveAttribute(
      'href',
      '/docs/introduction',
    );
    await expect(fallback.getByRole('link', { name: 'Search for “audit log”' })).toHaveAttribute(
      'href',
      '/search?q=audit+log',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expectNoAxeViolations(page);
  });

  test('keeps the not-found message when the suggestions’ code fails to load', async ({ page }) => {
    let blocked = 0;
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('cognibot.notFound.similarPages')) {
        blocked += 1;
        await route.fulfill({ status: 404, body: 'Not found' });
        return;
      }
      await route.fulfill({ response });
    });
    await openHydrated(page, '/docs/audit-log');
    await expect.poll(() => blocked).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByRole('navigation', { name: 'Pages with a similar name' })).toHaveCount(
      0,
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The page's links prefetch chunks through the route above; one still in flight when the
    // test ends would fail the run outside any test ("route.fetch: Test ended").
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('search under hostile input', () => {
  test('a long fuzzy term does not hold up the next query', async ({ page }) => {
    await openHydrated(page, '/docs/installation');
    const { input, options, form } = searchBox(page);
    await input.focus();
    await expect(form).toHaveAttribute('data-index-state', 'ready');
    await input.fill(`${'abcdefghijklm'.repeat(8)}~2`);
    await input.fill('audit logs');
    await expect(options.first()).toBeVisible();
    await expect(page.getByRole('listbox', { name: 'Search results' })).toHaveAttribute(
      'data-query',
      'audit logs',
    );
  });

  test('a link with a flood of highlight terms is cut to the box’s limits', async ({ page }) => {
    const many = Array.from({ length: 300 }, () => '_highlight=helm').join('&');
    await openHydrated(page, `/docs/installation?_highlight=${'x'.repeat(600)}`);
    const { input } = searchBox(page);
    await expect(input).toHaveValue('');
    await openHydrated(page, `/docs/installation?_highlight=helm&${many}`);
    const value = await input.inputValue();
    expect(value.length).toBeLessThanOrEqual(512);
    expect(value.split(' ')).toHaveLength(16);
    await expect(page.locator('article mark').first()).toHaveText(/helm/i);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a hash with a malformed percent-escape leaves the page up', async ({ page }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await openHydrated(page, '/docs/installation');
    await page.evaluate(() => {
      window.location.hash = '%E0%A4%A';
    });
    await expect(page).toHaveURL(/#%25E0%25A4%25A$/);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '#%ZZ';
      link.textContent = 'crafted';
      document.querySelector('article')?.append(link);
      link.click();
    });
    await expect(page).toHaveURL(/#%25ZZ$/);
    await expect(page).not.toHaveTitle(/Page Error/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('Clear on a path that starts with // removes the marks without an error', async ({
    page,
    baseURL,
  }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await page.goto(`${baseURL ?? ''}//other-host/x?_highlight=page`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const { input, form } = searchBox(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(input).toHaveValue('page');
    await form.getByRole('button', { name: 'Clear' }).click();
    await expect(input).toHaveValue('');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    expect(pageErrors).toEqual([]);
  });

  test('the full results page ignores a crafted version parameter', async ({ page }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    for (const version of ['javascript:alert(1)//', '//other-host/']) {
      await page.goto(urlFor(`/search?q=helm&version=${encodeURIComponent(version)}`));
      await expect(page).toHaveURL(/\/search\?q=helm$/);
      await expect(page.locator('article').first()).toBeVisible();
      await expect(page.getByRole('link', { name: /Installation/ }).first()).toBeVisible();
    }
    expect(pageErrors).toEqual([]);
  });
});

/** Whether the input's placeholder, if painted at all, fits in its content box. */
function placeholderFits(input: HTMLInputElement): boolean {
  const style = getComputedStyle(input);
  if (getComputedStyle(input, '::placeholder').color === 'rgba(0, 0, 0, 0)') return true;
  const context = document.createElement('canvas').getContext('2d');
  if (context === null) return false;
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return context.measureText(input.placeholder).width <= room;
}

test.describe('search box in the phone navbar', () => {
  for (const width of [320, 360, 390, 414]) {
    test.describe(`${width} px wide`, () => {
      test.use({ viewport: { width, height: 800 }, hasTouch: true, isMobile: true });

      test('does not cover the site title, and never shows a clipped placeholder', async ({
        page,
      }) => {
        await openHydrated(page, '/docs/installation');
        const title = page.locator('.navbar__inner .navbar__title').first();
        const { input } = searchBox(page);
        await expect(title).toBeVisible();
        await expect(input).toBeVisible();
        const titleBox = await title.boundingBox();
        const inputBox = await input.boundingBox();
        if (titleBox === null || inputBox === null) throw new Error('title or box not laid out');
        expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(inputBox.x);
        expect(inputBox.x + inputBox.width).toBeLessThanOrEqual(width);
        expect(await input.evaluate(placeholderFits)).toBe(true);

        // Opened, it takes the screen and shows the whole placeholder. The box widens with a
        // transition after `aria-expanded` turns true, so a single read right then can catch it
        // mid-way on a busy machine: wait for the state the test means instead.
        await input.tap();
        await expect(input).toHaveAttribute('aria-expanded', 'true');
        await expect
          .poll(() =>
            input.evaluate(
              (element) => getComputedStyle(element, '::placeholder').color !== 'rgba(0, 0, 0, 0)',
            ),
          )
          .toBe(true);
        await expect.poll(() => input.evaluate(placeholderFits)).toBe(true);
      });
    });
  }
});
