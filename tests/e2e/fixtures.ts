import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Locator, type Page, type Response } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { redirects } from '../../src/config/redirects';
import { loadMarkdownSources, siteRoot } from '../support/markdownSources';
import { docSourceForRoute, readRouteList } from '../support/routes';

export { expect, redirects };

export const routeList = readRouteList();

/** Routes are listed decoded (with spaces); browsers and servers see them URL-encoded. */
export function urlFor(route: string): string {
  return encodeURI(route);
}

/** The route whose page a reader ends up on after opening `route`. */
export function landingRoute(route: string): string {
  return redirects.find((redirect) => redirect.from === route)?.to ?? route;
}

/** Opens a route and, when it redirects, waits until the page it lands on is there. */
export async function openRoute(page: Page, route: string): Promise<Response | null> {
  const response = await page.goto(urlFor(route));
  const landing = urlFor(landingRoute(route));
  if (landing !== urlFor(route)) await page.waitForURL((url) => url.pathname === landing);
  return response;
}

const markdownSources = loadMarkdownSources();

/** The front-matter title of the Markdown file that serves a docs or blog-post route. */
export function sourceTitleForRoute(route: string): string | undefined {
  const docFile = docSourceForRoute(route);
  const blogSlug = /^\/blog\/([^/]+)$/.exec(route)?.[1];
  const source = markdownSources.find(
    (candidate) =>
      candidate.file === docFile ||
      (candidate.kind === 'blog' &&
        blogSlug !== undefined &&
        candidate.frontMatter.slug === blogSlug),
  );
  const title = source?.frontMatter.title;
  return typeof title === 'string' ? title : undefined;
}

/**
 * Docusaurus namespaces its storage keys per site (future.v4); the suffix is read from the built
 * home page's inline theme script so tests use exactly the keys the site uses.
 */
function readStorageNamespace(): string {
  const html = readFileSync(path.join(siteRoot, 'build/index.html'), 'utf8');
  const match = /getItem\("theme([^"]*)"\)/.exec(html);
  if (match?.[1] === undefined) throw new Error('no theme storage key in build/index.html');
  return match[1];
}

const storageNamespace = readStorageNamespace();

export const storageKeys = {
  theme: `theme${storageNamespace}`,
  announcementId: `docusaurus.announcement.id${storageNamespace}`,
  announcementDismissed: `docusaurus.announcement.dismiss${storageNamespace}`,
} as const;

/** What the page reported of a Content-Security-Policy violation: directive, blocked URL, sample. */
export type CspViolation = string;

declare global {
  interface Window {
    reportCspViolationToTest?: (violation: CspViolation) => void;
  }
}

export const test = base.extend<{
  failOnRequestsToOtherOrigins: undefined;
  /** Set by the test that injects a script on purpose, to check the violations itself. */
  cspViolationsExpected: boolean;
  /** Every CSP violation the test's pages reported, as events or console messages. */
  cspViolations: CspViolation[];
}>({
  // The built site must never reach another origin: no CDN scripts, fonts or analytics.
  failOnRequestsToOtherOrigins: [
    async ({ context, baseURL }, use) => {
      const ownOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const otherOrigins: string[] = [];
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (/^(https?|wss?):$/.test(url.protocol) && url.origin !== ownOrigin) {
          otherOrigins.push(request.url());
        }
      });
      await use(undefined);
      expect(otherOrigins, 'requests to other origins').toEqual([]);
    },
    { auto: true },
  ],
  cspViolationsExpected: [false, { option: true }],
  // The site must obey its own Content-Security-Policy (sent by the deploy/ configs): a violation
  // on any page of any test behind nginx fails that test.
  cspViolations: [
    async ({ context, cspViolationsExpected }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeFunction('reportCspViolationToTest', (violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const where = `${event.sourceFile}:${String(event.lineNumber)}`;
          window.reportCspViolationToTest?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${where}: ${event.sample}`,
          );
        });
      });
      context.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      if (!cspViolationsExpected) expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** The navbar's colour-mode switch; its accessible name also says the current mode. */
export function colorModeToggle(page: Page): Locator {
  return page.getByRole('button', { name: /Switch between dark and light mode/ });
}

// WCAG 2.2 AA and axe's best practices (landmarks, headings, regions).
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export type ColorMode = 'light' | 'dark';

/** The axe rules whose outcome depends on colours: what changes between the colour modes. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/** Time added to a test's budget for each axe run (a budget, never a speed requirement). */
const axeRunBudgetMs = 30_000;

/** The page's base text and background colours, which every colour mode sets. */
function pageColours(page: Page): Promise<string> {
  return page.locator('body').evaluate((body) => {
    const style = getComputedStyle(body);
    return `${style.color} on ${style.backgroundColor}`;
  });
}

/** What the theme renders only in a window wider than its 996 px breakpoint (`useWindowSize`). */
const desktopOnlyLayout =
  'nav[aria-label="Docs sidebar"], nav[aria-label="Blog recent posts navigation"], .theme-doc-toc-desktop';

/**
 * Narrows an open page to a phone's 390 px width and waits until its layout is the phone one: the
 * navbar toggle shown by the stylesheet, and the sidebars and table of contents that React swaps out
 * once it sees the resize. Checking a route at both widths then costs one page load, not two.
 */
export async function narrowToPhoneWidth(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeVisible();
  await expect(page.locator(desktopOnlyLayout)).toHaveCount(0);
}

/**
 * Runs axe (WCAG 2.2 AA and best practices) on the page in each colour mode, light then dark unless told otherwise.
 * The mode is switched the way a reader's system would (prefers-color-scheme), so the page must not
 * hold a stored choice; the page is left in the last mode checked.
 */
export async function expectNoAxeViolations(
  page: Page,
  colorModes: readonly ColorMode[] = ['light', 'dark'],
): Promise<void> {
  let previousColours: string | undefined;
  for (const colorMode of colorModes) {
    // Each axe run brings its own time budget, so a test that runs axe more often, or on a busy
    // machine, is not cut short by a timeout sized for one page.
    test.info().setTimeout(test.info().timeout + axeRunBudgetMs);
    const html = page.locator('html');
    if ((await html.getAttribute('data-theme')) !== colorMode) {
      // The site follows a change of the system preference only once React runs.
      await expect(html).toHaveAttribute('data-has-hydrated', 'true');
    }
    await page.emulateMedia({ colorScheme: colorMode });
    await expect(page.locator('html'), 'the page follows the system colour mode').toHaveAttribute(
      'data-theme',
      colorMode,
    );
    // The attribute alone proves nothing if the styles did not follow: the colours must change.
    const colours = await pageColours(page);
    if (previousColours !== undefined) {
      expect(colours, `the page's colours change for ${colorMode} mode`).not.toBe(previousColours);
    }
    // Links and buttons ease into the new mode's colours: axe must see where they end, not a blend
    // caught mid-transition on a busy machine.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((transition) => transition.finished.catch(() => undefined)),
      ),
    );
    // The modes differ in colours only (tests/unit/accessibility/darkModeColours.test.ts holds our
    // stylesheets to that), so after the first mode only the rules that read colours run again.
    // Legacy mode runs axe.run() in the page. The default runs each frame apart and combines the
    // results in a new blank page, about a second more per run, only to reach cross-origin frames,
    // which the site cannot have (it makes no request to another origin); same-origin frames are
    // still checked.
    const builder = new AxeBuilder({ page })
      .setLegacyMode()
      .options({ resultTypes: ['violations'] });
    const { violations } = await (
      previousColours === undefined ? builder.withTags(wcagTags) : builder.withRules(colourRules)
    ).analyze();
    const summary = violations.map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
    );
    expect(summary, `axe violations in ${colorMode} mode`).toEqual([]);
    previousColours = colours;
  }
}

/** The navbar search box: its form, input, result options, status region and panel messages. */
export function searchBox(page: Page) {
  const form = page.getByRole('search');
  return {
    form,
    input: page.getByRole('combobox', { name: 'Search docs and blog' }),
    options: page.getByRole('listbox', { name: 'Search results' }).getByRole('option'),
    status: form.getByRole('status'),
    /** A message shown in the panel (the live region repeats it for screen readers). */
    message: (text: string | RegExp) => form.getByRole('paragraph').filter({ hasText: text }),
  };
}

export type SearchBox = ReturnType<typeof searchBox>;

/** What a test of the box's failed-load cycle supplies: its failures and how it counts requests. */
export interface FailedLoadCycle<Failure> {
  /** Lets the first answer go, which the test's route holds until the box says "Searching…". */
  release: () => void;
  /** How many requests for the failing files the page has made so far. */
  requestCount: () => number;
  /** What the route answers after each Retry, in turn; the last must serve the files. */
  failures: readonly Failure[];
  /** Makes the test's route answer the next requests with this failure. */
  setFailure: (next: Failure) => void;
  /** Waits (a web-first assertion or expect.poll) until Retry asked for the files again. */
  expectAskedAgain: (before: number) => Promise<void>;
}

/**
 * Walks a search box whose query is waiting on held index files through the failed-load cycle: it
 * shows "Searching…" until the held answer goes, then after each failure the message and Retry
 * with no results, and each Retry fetches the files again, until the last one loads them.
 */
export async function walkFailedLoadsWithRetry<const Failure>(
  box: SearchBox,
  cycle: FailedLoadCycle<Failure>,
): Promise<void> {
  const { form, options, message } = box;
  const stalled = message('Searching…');
  await expect(stalled).toBeVisible();
  // "Searching…" also shows while other files load (the dictionaries, before any postings piece is
  // asked for): wait until the route holds a request, so the release is what the box waits on.
  await expect.poll(cycle.requestCount).toBeGreaterThan(0);
  cycle.release();

  const failureMessage = message('The search index could not be loaded.');
  const retry = form.getByRole('button', { name: 'Retry' });
  for (const [round, next] of cycle.failures.entries()) {
    // One step per Retry, so a report names the round that went wrong.
    await test.step(`Retry ${String(round + 1)} of ${String(cycle.failures.length)}`, async () => {
      await expect(failureMessage).toBeVisible();
      await expect(stalled).toBeHidden();
      await expect(options).toHaveCount(0);
      // A baseline, not a wait: the check after the click polls until the count moves past it.
      const before = cycle.requestCount();
      cycle.setFailure(next);
      await retry.click();
      await cycle.expectAskedAgain(before);
    });
  }
  await expect(form).toHaveAttribute('data-index-state', 'ready');
  await expect(options.first()).toBeVisible();
  await expect(failureMessage).toBeHidden();
}
