import type { Page, Route } from '@playwright/test';
import { expect, searchBox, test, urlFor } from './fixtures';

// The searching part of the box is its own chunk, named in src/features/search/client/SearchBox/index.tsx.
const boxChunk = /\/assets\/js\/search-box\.[^/]*\.js$/;
// Each tag's term dictionary: the first of its files the box fetches.
const indexFile = /\/search-box-terms-(docs|blog)\.json(\?|$)/;

/** Opens a route and waits until React has hydrated it, so the box reacts to input. */
async function openHydrated(page: Page, route: string): Promise<void> {
  await page.goto(urlFor(route));
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Every request the page has made so far whose URL matches. */
function recordRequests(page: Page, pattern: RegExp): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** Holds the box's chunk until `release` is called. */
async function holdBoxChunk(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(boxChunk, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const loadFailed = /Search could not be loaded/;

test.describe('search box code', () => {
  test('a plain visit requests none of it; pointing at the box does', async ({ page }) => {
    const chunks = recordRequests(page, boxChunk);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await openHydrated(page, '/docs/installation');
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    expect(workers).toEqual([]);

    // The light box is there all the same: its name, placeholder and shortcut hint.
    const { input, form } = searchBox(page);
    await expect(input).toHaveAttribute('placeholder', 'Search...');
    await expect(form.locator('kbd')).toHaveText(['Ctrl', 'K']);

    await input.hover();
    await expect.poll(() => chunks.length).toBe(1);
  });

  test('the shortcut loads it and focuses the box', async ({ page }) => {
    const chunks = recordRequests(page, boxChunk);
    await openHydrated(page, '/blog');
    await page.keyboard.press('Control+k');
    const { input } = searchBox(page);
    await expect(input).toBeFocused();
    await expect.poll(() => chunks.length).toBe(1);
  });

  test('pointing at the box starts the worker and the index fetches alongside its code', async ({
    page,
  }) => {
    const chunks = recordRequests(page, boxChunk);
    const indexes = recordRequests(page, indexFile);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const { release } = await holdBoxChunk(page);
    await openHydrated(page, '/docs/installation');
    const { input, form, options } = searchBox(page);
    await input.hover();
    // The box's code is still held back, yet the worker runs and both index files are on their way.
    await expect
      .poll(() => indexes.map((url) => indexFile.exec(url)?.[1]).sort())
      .toEqual(['blog', 'docs']);
    expect(workers).toHaveLength(1);
    expect(chunks).toHaveLength(1);
    await expect(options).toHaveCount(0);

    release();
    await input.focus();
    await input.pressSequentially('helm');
    await expect(form).toHaveAttribute('data-index-state', 'ready');
    await expect(options.first()).toBeVisible();
    // The box took over the worker and the indexes the light box had started.
    expect(indexes).toHaveLength(2);
    expect(workers).toHaveLength(1);
  });

  test('what is typed while it loads is kept, with the caret, and searched', async ({ page }) => {
    const chunks = recordRequests(page, boxChunk);
    const { release } = await holdBoxChunk(page);
    await openHydrated(page, '/docs/installation');
    const { input, options, form } = searchBox(page);
    await input.click();
    await input.pressSequentially('audit lg');
    await input.press('ArrowLeft');
    // The chunk is still held: this is the light box.
    await expect.poll(() => chunks.length).toBe(1);
    await expect(options).toHaveCount(0);
    await expect(input).toHaveValue('audit lg');

    release();
    await expect(form).toHaveAttribute('data-index-state', 'ready');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('audit lg');
    expect(await input.evaluate((element: HTMLInputElement) => element.selectionStart)).toBe(7);
    // Typing goes on where the caret was.
    await page.keyboard.type('o');
    await expect(input).toHaveValue('audit log');
    await expect(page.getByRole('listbox', { name: 'Search results' })).toHaveAttribute(
      'data-query',
      'audit log',
    );
    await expect(options.first()).toBeVisible();
  });

  test('text typed before the box loads gets results without another keystroke', async ({
    page,
  }) => {
    const { release } = await holdBoxChunk(page);
    await openHydrated(page, '/docs/installation');
    const { input, options } = searchBox(page);
    await input.focus();
    await input.pressSequentially('helm');
    release();
    await expect(options.first()).toHaveAttribute('href', /^\/docs\/[^?]+\?_highlight=helm$/);
    await expect(input).toHaveValue('helm');
  });

  test('a link with terms to highlight marks them on a fresh load', async ({ page }) => {
    const chunks = recordRequests(page, boxChunk);
    const indexes = recordRequests(page, indexFile);
    await openHydrated(page, '/docs/installation?_highlight=helm&_highlight=chart');
    const marks = page.locator('article mark');
    await expect(marks.first()).toBeVisible();
    expect(new Set((await marks.allTextContents()).map((text) => text.toLowerCase()))).toEqual(
      new Set(['helm', 'chart']),
    );
    const { input } = searchBox(page);
    await expect(input).toHaveValue('helm chart');
    expect(chunks).toHaveLength(1);
    // Highlighting needs no index: those wait for the reader.
    expect(indexes).toEqual([]);
  });

  test('a failed load says so in the box, which stays usable, and a later focus retries', async ({
    page,
  }) => {
    const chunks = recordRequests(page, boxChunk);
    let failing = true;
    await page.route(boxChunk, (route) =>
      failing ? route.abort('internetdisconnected') : route.continue(),
    );
    await openHydrated(page, '/docs/installation');
    const { input, options, status, message, form } = searchBox(page);
    await input.focus();
    await expect(message(loadFailed)).toBeVisible();
    await expect(status).toHaveText(loadFailed);
    await input.pressSequentially('helm');
    await expect(input).toHaveValue('helm');
    await expect(input).toBeFocused();

    failing = false;
    await page.locator('h1').click();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await input.focus();
    await expect.poll(() => chunks.length).toBe(2);
    await expect(form).toHaveAttribute('data-index-state', 'ready');
    await expect(message(loadFailed)).toBeHidden();
    await expect(options.first()).toHaveAttribute('href', /^\/docs\/[^?]+\?_highlight=helm$/);
    await expect(input).toHaveValue('helm');
  });
});

test('without its code, Enter opens the full results page', async ({ page }) => {
  await page.route(boxChunk, (route) => route.abort('internetdisconnected'));
  await openHydrated(page, '/docs/installation');
  const { input, message } = searchBox(page);
  await input.focus();
  await expect(message(loadFailed)).toBeVisible();
  await input.pressSequentially('helm');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=helm$/);
  await expect(page.getByRole('link', { name: /Installation/ }).first()).toBeVisible();
});

/**
 * The box's markup with attributes in a fixed order (the server and the browser order them
 * differently), less where the indexes stand (the light box has none).
 */
function markupOf(form: HTMLElement): string {
  const describe = (node: Node): string => {
    if (!(node instanceof Element)) return node.textContent ?? '';
    const attributes = [...node.attributes]
      .filter((attribute) => attribute.name !== 'data-index-state')
      .map((attribute) => `${attribute.name}="${attribute.value}"`)
      .sort();
    const children = [...node.childNodes].map(describe).join('');
    return `<${node.localName} ${attributes.join(' ')}>${children}</${node.localName}>`;
  };
  return describe(form);
}

test.describe('search box code arriving', () => {
  for (const width of [1280, 320]) {
    test(`changes nothing on screen, ${String(width)} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const chunks = recordRequests(page, boxChunk);
      const { release } = await holdBoxChunk(page);
      await openHydrated(page, '/docs/installation');
      const { input, form } = searchBox(page);
      await input.hover();
      await expect.poll(() => chunks.length).toBe(1);
      const lightBox = await form.boundingBox();
      const lightMarkup = await form.evaluate(markupOf);

      release();
      await expect(form).not.toHaveAttribute('data-index-state', 'idle');
      expect(await form.boundingBox()).toEqual(lightBox);
      expect(await form.evaluate(markupOf)).toBe(lightMarkup);
    });
  }
});

test.describe('search box code on a phone', { tag: '@phone' }, () => {
  test('a tap opens the box full screen before its code arrives', async ({ page }) => {
    const { release } = await holdBoxChunk(page);
    await openHydrated(page, '/docs/installation');
    const { input, options, form } = searchBox(page);
    await input.tap();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const fullScreen = { x: 0, y: 0, width: 390, height: 844 };
    // The box may still be growing when aria-expanded turns true; wait for the end state.
    await expect.poll(() => form.boundingBox()).toMatchObject(fullScreen);
    await input.pressSequentially('teams');

    release();
    await expect(options.first()).toBeVisible();
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('teams');
    expect(await form.boundingBox()).toMatchObject(fullScreen);
  });
});
