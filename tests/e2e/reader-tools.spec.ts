import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { serveBuild } from '../../scripts/harness/serveBuild';
import { repositoryUrl } from '../../src/config/repository';
import { twinRouteFor } from '../../src/features/readerTools/logic/twinPath';
import { siteRoot } from '../support/markdownSources';
import { copyBuild, deployChangedPage } from '../support/newDeploy';
import { freePorts } from '../support/ports';
import {
  expect,
  expectNoAxeViolations,
  routeList,
  sourceTitleForRoute,
  test,
  urlFor,
} from './fixtures';

/** The panel a disclosure button opens: the element its aria-controls names. */
async function controlledPanel(page: Page, toggle: Locator): Promise<Locator> {
  const id = await toggle.getAttribute('aria-controls');
  if (id === null) throw new Error('the toggle names no panel in aria-controls');
  return page.locator(`[id="${id}"]`);
}

const siteUrl = 'https://docs.cognibot.io';

/** Docs pages and blog posts: the routes that have a Markdown twin. */
const twinRoutes = routeList.pages.filter(
  (route) => route.startsWith('/docs/') || /^\/blog\/(?!archive$)[^/]+$/.test(route),
);

/** The lines of a Markdown text that are not inside a code fence. */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== undefined && (fence === undefined || marker.startsWith(fence))) {
      fence = fence === undefined ? marker : undefined;
      continue;
    }
    if (fence === undefined) lines.push(line);
  }
  return lines;
}

async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

test.describe('Markdown twins', () => {
  for (const route of twinRoutes) {
    test(`${route} has a clean twin at ${twinRouteFor(route)}`, async ({ request }) => {
      const response = await request.get(urlFor(twinRouteFor(route)));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/markdown');
      const markdown = await response.text();
      const title = sourceTitleForRoute(route);
      expect(title, `front-matter title of ${route}`).toBeDefined();
      // Front matter and the agent directive, then the page from its title on.
      const head = /^---\n[\s\S]*?\n---\n\n> For AI agents: [^\n]+\n\n/.exec(markdown)?.[0] ?? '';
      expect(head, `front matter and directive of ${route}`).not.toBe('');
      expect(markdown.slice(head.length).startsWith(`# ${title}\n\n`)).toBe(true);
      const prose = proseLines(markdown).join('\n');
      expect(prose).not.toMatch(/^(import|export) /m);
      expect(prose).not.toMatch(/<\/?[A-Z][A-Za-z]*[\s>/]/);
      expect(prose).not.toMatch(/class(Name)?=|^:::/m);
      // Links and images are absolute, so the twin works wherever it is pasted.
      expect(prose.replace(/`[^`\n]*`/g, '')).not.toMatch(/\]\((?!https?:\/\/)/);
      expect(markdown).not.toContain('data:image');
    });
  }

  test('keep code fences and tables, and turn admonitions into block quotes', async ({
    request,
  }) => {
    const installation = await (await request.get('/docs/installation.md')).text();
    expect(installation).toContain('| Item | Requirement |\n| --- | --- |');
    expect(installation).toMatch(/^```bash\n/m);
    const telephony = await (await request.get('/docs/channel-integration/Telephony.md')).text();
    expect(telephony).toContain('> **Tip**');
    expect(telephony).toContain(`![Diagram: a caller reaches the carrier`);
    expect(telephony).toContain(`](${siteUrl}/img/c1-telephony-flow.svg)`);
  });
});

test.describe('llms.txt', () => {
  test('lists every twin in sidebar order after a title and a summary', async ({ request }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^# CogniBot Docs\n\n> \S[^\n]+\n\n[^\n#]+\n\n## Sections\n\n- \[/);
    for (const route of twinRoutes) {
      expect(text).toContain(`](${siteUrl}${urlFor(twinRouteFor(route))})`);
    }
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    // The files of whole sections come first, then the pages section by section.
    expect(sections.slice(0, 4)).toEqual([
      'Sections',
      'Get started',
      'Operations',
      'Chatbot builder',
    ]);
    // The Markdown pages of src/pages come last, after the blog.
    expect(sections.slice(-4)).toEqual(['Help', 'Reference', 'Blog', 'About these docs']);
    expect(text).toContain(`](${siteUrl}/helloMarkdown.md)`);
    const position = (route: string) => text.indexOf(`${siteUrl}${urlFor(twinRouteFor(route))})`);
    expect(position('/docs/introduction')).toBeLessThan(position('/docs/installation'));
    expect(position('/docs/CogniBot/Skills/')).toBeLessThan(
      position('/docs/CogniBot/Skills/Dialog Elements/message'),
    );
    expect(text).toMatch(/- \[Installation\]\([^)]+\): \S/);
  });

  test('llms-full.txt holds every docs twin', async ({ request }) => {
    const full = await (await request.get('/llms-full.txt')).text();
    const installation = await (await request.get('/docs/installation.md')).text();
    expect(full).toContain(installation.trim());
    for (const route of twinRoutes.filter((candidate) => candidate.startsWith('/docs/'))) {
      expect(full).toContain(`<!-- Source: ${siteUrl}${urlFor(twinRouteFor(route))} -->`);
    }
    expect(full).not.toContain('/blog/hr.md');
  });
});

test.describe('copy-page menu', () => {
  test('is in the server-rendered page of docs pages and blog posts, not of blog lists', async ({
    request,
  }) => {
    for (const route of ['/docs/installation', '/docs/Main Menu/users', '/blog/hr']) {
      const html = await (await request.get(urlFor(route))).text();
      expect(html, route).toContain('copy-page-menu');
    }
    expect(await (await request.get('/blog')).text()).not.toContain('copy-page-menu');
  });

  test('copies the twin to the clipboard and announces it', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto(urlFor('/docs/Main Menu/users'));
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Copy page' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const options = await controlledPanel(page, toggle);
    await options.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect(page.locator('.copy-page-menu [role="status"]')).toHaveText(
      'Copied the page as Markdown.',
    );
    await expect(options).toBeHidden();
    await expect(toggle).toBeFocused();
    const twin = await (await page.request.get(urlFor('/docs/Main Menu/users.md'))).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  });

  test('links the twin and the assistants without requesting them', async ({ page }) => {
    await page.goto('/blog/hr');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Copy page' });
    await toggle.click();
    const options = await controlledPanel(page, toggle);
    const viewLink = options.getByRole('link', { name: 'View as Markdown' });
    await expect(viewLink).toHaveAttribute('href', '/blog/hr.md');
    await expect(viewLink).toHaveAttribute('target', '_blank');
    const prompt = `Read ${siteUrl}/blog/hr.md so I can ask questions about it.`;
    await expect(options.getByRole('link', { name: 'Open in ChatGPT' })).toHaveAttribute(
      'href',
      `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`,
    );
    await expect(options.getByRole('link', { name: 'Open in Claude' })).toHaveAttribute(
      'href',
      `https://claude.ai/new?q=${encodeURIComponent(prompt)}`,
    );
    await page.keyboard.press('Escape');
    await expect(options).toBeHidden();
    await expect(toggle).toBeFocused();
    // The fixture fails the test if anything was requested from chatgpt.com or claude.ai.
  });

  test('says so when its panel cannot load, and opens on the next press once it can', async ({
    page,
  }) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    // Every script requested from now on fails, as after a deploy that removed the old chunks.
    await page.route('**/assets/js/**', (route) => route.abort());
    const toggle = page.getByRole('button', { name: 'Copy page' });
    await toggle.click();
    await expect(page.locator('.copy-page-menu [role="status"]')).toHaveText(
      'The menu could not be loaded. Check the connection and try again.',
    );
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.unroute('**/assets/js/**');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toBeVisible();
    await expect(page.locator('.copy-page-menu [role="status"]')).toHaveText('');
  });

  test('View as Markdown opens the twin in a new tab', async ({ page }) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy page' }).click();
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'View as Markdown' }).click();
    const tab = await popup;
    await expect(tab).toHaveURL(/\/docs\/installation\.md$/);
    const twin = await (await page.request.get('/docs/installation.md')).text();
    expect(await tab.locator('pre').textContent()).toBe(twin);
  });
});

test.describe('last updated and edit link', () => {
  test('a docs page shows the date of its last change and links to its source', async ({
    page,
  }) => {
    await page.goto(urlFor('/docs/Main Menu/users'));
    const lastUpdated = page.locator('.theme-last-updated');
    await expect(lastUpdated).toContainText(/^Last updated on \w{3} \d{1,2}, \d{4}$/);
    const datetime = await lastUpdated.locator('time').getAttribute('datetime');
    expect(Number.isNaN(Date.parse(datetime ?? ''))).toBe(false);
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      `${repositoryUrl}/edit/main/docs/Main Menu/users.md`,
    );
  });
});

test.describe('zoomable diagrams', () => {
  test('open with Enter, close with Escape and give focus back', async ({ page }) => {
    await page.goto('/docs/architecture');
    await waitForHydration(page);
    const enlarge = page.getByRole('button', { name: /^Enlarge diagram: CogniBot architecture/ });
    await enlarge.focus();
    await expect(enlarge).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close the enlarged diagram' })).toBeVisible();
    // The zoom is styled: the dialog covers the page, in the page's own background.
    const overlay = page.locator('[data-rmiz-modal-overlay="visible"]');
    await expect(overlay).toHaveCSS('position', 'absolute');
    await expect(overlay).toHaveCSS(
      'background-color',
      await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('button', { name: /^Enlarge diagram: CogniBot architecture/ }),
    ).toBeFocused();
  });

  test('says so when the zoom cannot load, and zooms on the next press once it can', async ({
    page,
  }) => {
    await page.goto('/docs/architecture');
    await waitForHydration(page);
    // Every script requested from now on fails, as after a deploy that removed the old chunks.
    await page.route('**/assets/js/**', (route) => route.abort());
    const enlarge = page.getByRole('button', { name: /^Enlarge diagram: CogniBot architecture/ });
    await enlarge.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      'The zoom could not be loaded. Check the connection and try again.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.unroute('**/assets/js/**');
    await enlarge.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('open and close with a click', async ({ page }) => {
    await page.goto('/docs/CogniBot/provisioning');
    await waitForHydration(page);
    await page.locator('article img[src^="data:image/svg+xml"]').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close the enlarged diagram' }).click();
    await expect(dialog).toBeHidden();
  });
});

// Each test opens its tool once and checks it in light mode, then switched to dark.
test.describe('axe on the reader tools in light and dark mode', () => {
  test('with the copy menu open', async ({ page }) => {
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy page' }).click();
    const menuLink = page.getByRole('link', { name: 'Open in Claude' });
    await expect(menuLink).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(menuLink, 'the menu stayed open for the dark-mode run').toBeVisible();
  });

  test('with a zoomed diagram', async ({ page }) => {
    await page.goto('/docs/architecture');
    await waitForHydration(page);
    await page
      .getByRole('button', { name: /^Enlarge diagram/ })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(dialog, 'the diagram stayed zoomed for the dark-mode run').toBeVisible();
  });
});

/** Presses "Read offline" and waits until every page is saved. */
async function optInAndWaitForTheSavedCopy(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Read offline' }).click();
  await expect(page.locator('.offline-reading [role="status"]')).toHaveText(
    /^Offline reading is on/,
    { timeout: 90_000 },
  );
}

/** Path and query of every request in the page's caches. */
function cachedRequests(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(
        ...(await cache.keys()).map(({ url }) => new URL(url).pathname + new URL(url).search),
      );
    }
    return urls;
  });
}

function offlineState(page: Page) {
  return page.evaluate(async () => ({
    registrations: (await navigator.serviceWorker.getRegistrations()).length,
    caches: await caches.keys(),
    controlled: navigator.serviceWorker.controller !== null,
  }));
}

test.describe('offline reading', () => {
  test('says so when its code cannot load, and saves the pages on the next press once it can', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/docs/installation');
    await waitForHydration(page);
    // Every script requested from now on fails, as after a deploy that removed the old chunks.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.getByRole('button', { name: 'Read offline' }).click();
    await expect(page.locator('.offline-reading [role="status"]')).toHaveText(
      'Offline reading could not be loaded. Check the connection and try again.',
    );
    expect(await offlineState(page)).toEqual({ registrations: 0, caches: [], controlled: false });
    await page.unroute('**/assets/js/**');
    await optInAndWaitForTheSavedCopy(page);
  });

  test('a plain visit registers no service worker and caches nothing', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Architecture' }).first().click();
    await expect(page.locator('h1')).toHaveText('Architecture');
    expect(requested.filter((pathname) => /\/sw\.js$|workbox/i.test(pathname))).toEqual([]);
    const state = await offlineState(page);
    expect(state).toEqual({ registrations: 0, caches: [], controlled: false });
    await expect(page.getByRole('button', { name: 'Read offline' })).toBeVisible();
  });

  test('after opting in, pages and search work without a network', async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await optInAndWaitForTheSavedCopy(page);
    const cached = (await cachedRequests(page)).map((url) => url.split('?')[0]);
    expect(cached).toContain('/docs/Main%20Menu/users/index.html');
    expect(cached).toContain('/blog/hr/index.html');
    // The files the search box reads: dictionaries and documents first, then the postings and
    // section texts in pieces, every piece so that any query works offline.
    const listed = (await (await page.request.get('/search-box-files.json')).json()) as string[];
    expect(listed).toEqual(
      expect.arrayContaining(['/search-box-terms-docs.json', '/search-box-docs-blog.json']),
    );
    for (const file of listed) expect(cached).toContain(file);

    await context.setOffline(true);
    await page.goto(urlFor('/docs/Main Menu/users'));
    await expect(page.locator('h1')).toHaveText('Users');
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'Groups', exact: true })
      .click();
    await expect(page.locator('h1')).toHaveText('Groups');
    await expect(page).toHaveURL(/\/docs\/Main%20Menu\/groups$/);

    const search = page.getByRole('combobox', { name: 'Search docs and blog' });
    await search.fill('webhook');
    // The index (several MB) loads from the cache into the search worker: a budget for a busy
    // machine, not a speed requirement.
    await expect(
      page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
    ).toBeVisible({ timeout: 30_000 });
    await context.setOffline(false);
  });

  test('opting out, with the control or with ?offlineMode=false, removes the worker and the saved copy', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const offlineStatus = page.locator('.offline-reading [role="status"]');
    await page.goto('/docs/installation');
    await waitForHydration(page);
    await optInAndWaitForTheSavedCopy(page);
    await page.reload();
    expect((await offlineState(page)).controlled, 'the saved copy serves the page').toBe(true);
    await page.getByRole('button', { name: 'Stop reading offline' }).click();
    await expect(page.getByRole('button', { name: 'Read offline' })).toBeVisible();
    expect(await offlineState(page)).toMatchObject({ registrations: 0, caches: [] });

    // Opted in again from a link, then out with one.
    await page.goto('/docs/installation?offlineMode=true');
    await expect(offlineStatus).toHaveText(/^Offline reading is on/, { timeout: 90_000 });
    await page.reload();
    expect((await offlineState(page)).controlled, 'the saved copy serves the page').toBe(true);
    await page.goto('/docs/installation?offlineMode=false');
    await expect
      .poll(() => offlineState(page), { timeout: 30_000 })
      .toMatchObject({ registrations: 0, caches: [] });
    await expect(page.getByRole('button', { name: 'Read offline' })).toBeVisible();
    // Later visits come from the network and register nothing.
    await page.goto('/docs/installation');
    await waitForHydration(page);
    expect(await offlineState(page)).toEqual({ registrations: 0, caches: [], controlled: false });
  });
});

test.describe('offline reading after a new deploy', () => {
  // A copy of build/ on a port of its own, so the test can deploy a new version into it.
  const [deployPort = 0] = freePorts(1);
  test.use({ baseURL: `http://127.0.0.1:${String(deployPort)}` });
  const changedRoute = '/docs/Main Menu/groups';

  test('a notice to reload appears, is announced and keyboard-operable, and brings the new version', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const copy = copyBuild(path.join(siteRoot, 'build'));
    const server = await serveBuild(copy.directory, deployPort).catch((error: unknown) => {
      copy.remove();
      throw error;
    });
    try {
      await page.goto(urlFor(changedRoute));
      await waitForHydration(page);
      await optInAndWaitForTheSavedCopy(page);

      const deploy = deployChangedPage(copy.directory, changedRoute);
      // Reading on: each page load makes the browser look for a new worker.
      await page.reload();
      const article = page.locator('article');
      await expect(article, 'the saved version until the reader reloads').toContainText(
        deploy.oldText,
      );
      await expect(article).not.toContainText(deploy.newText);
      const notice = page.getByRole('status').filter({ hasText: 'New version available' });
      // The status region holds the notice, which its own styles fix to the foot of the screen.
      await expect(notice.getByText('New version available')).toBeVisible({ timeout: 60_000 });
      await expect(notice, 'one notice, however the new worker was found').toHaveCount(1);
      await expectNoAxeViolations(page);

      // The notice is the first Tab stop while it shows.
      await page.keyboard.press('Tab');
      const reload = notice.getByRole('button', { name: 'Refresh' });
      await expect(reload).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(article).toContainText(deploy.newText, { timeout: 30_000 });
      await waitForHydration(page);
      await expect(notice).toHaveCount(0);

      const worker = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          controlled: navigator.serviceWorker.controller?.state,
          active: registration?.active?.state,
          waiting: registration?.waiting ?? null,
        };
      });
      expect(worker).toEqual({ controlled: 'activated', active: 'activated', waiting: null });
      // The new worker, once active, keeps the changed files at their new revisions only.
      const cached = await cachedRequests(page);
      for (const [file, revision] of Object.entries(deploy.revisions)) {
        const pathname = `/${encodeURI(file)}`;
        expect(cached.filter((url) => url.startsWith(`${pathname}?`))).toEqual([
          `${pathname}?__WB_REVISION__=${revision}`,
        ]);
      }
      // And serves the new version without a network.
      await context.setOffline(true);
      await page.reload();
      await expect(article).toContainText(deploy.newText);
      await context.setOffline(false);
    } finally {
      await server.close();
      copy.remove();
    }
  });
});

test.describe('print', () => {
  test('a docs page prints as the article alone, code wrapped, link targets shown', async ({
    page,
  }) => {
    await page.goto('/docs/channel-integration/WhatsApp/whatsapp_intro');
    await waitForHydration(page);
    await page.emulateMedia({ media: 'print' });
    for (const chrome of [
      '.navbar',
      '.theme-announcement-bar',
      '.theme-doc-sidebar-container',
      '.theme-doc-toc-desktop',
      '.copy-page-menu',
      '.pagination-nav',
      '.footer',
      '.offline-reading',
    ]) {
      await expect(page.locator(chrome).first(), chrome).toBeHidden();
    }
    // Nothing can be pressed on paper: the code blocks' copy buttons print no more than the rest.
    const buttons = await page.locator('article button').all();
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) await expect(button).toBeHidden();
    await expect(page.locator('article h1')).toBeVisible();
    const whiteSpace = await page
      .locator('article pre')
      .first()
      .evaluate((pre) => getComputedStyle(pre).whiteSpace);
    expect(whiteSpace).toBe('pre-wrap');
    // The docs link outside only in code; a link is added to check the rule (it is never opened).
    const after = await page.locator('.theme-doc-markdown').evaluate((article) => {
      const link = document.createElement('a');
      link.href = 'https://www.rfc-editor.org/rfc/rfc8259';
      link.textContent = 'RFC 8259';
      article.append(link);
      return getComputedStyle(link, '::after').content;
    });
    expect(after).toBe('" (https://www.rfc-editor.org/rfc/rfc8259)"');
    const internal = page.locator('.theme-doc-markdown a[href^="/"]').first();
    expect(await internal.evaluate((link) => getComputedStyle(link, '::after').content)).toBe(
      'none',
    );
  });
});
