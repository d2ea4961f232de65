import { releaseAnnouncement } from '../../src/config/announcement';
import { currentRelease } from '../../src/data/release';
import {
  colorModeToggle,
  expect,
  sourceTitleForRoute,
  storageKeys,
  test,
  urlFor,
} from './fixtures';

const docPage = urlFor('/docs/installation');

test.describe('skip link', () => {
  test('is the first stop of the keyboard and moves focus to the main content', async ({
    page,
  }) => {
    await page.goto(docPage);
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await page.keyboard.press('Enter');
    // The next Tab lands inside the main content, not back in the navbar.
    await page.keyboard.press('Tab');
    const focusedIsInMain = await page.evaluate(() => {
      const focused = document.activeElement;
      return focused !== null && focused !== document.body && focused.closest('main') !== null;
    });
    expect(focusedIsInMain).toBe(true);
  });
});

test.describe('colour mode', () => {
  test('the toggle cycles modes, persists across reloads and reaches another open tab', async ({
    page,
    context,
  }) => {
    const html = page.locator('html');
    const secondTab = await context.newPage();
    await test.step('open the site in two tabs, both light', async () => {
      await page.goto(docPage);
      await expect(html).toHaveAttribute('data-theme', 'light');
      await secondTab.goto(urlFor('/blog'));
      await expect(secondTab.locator('html')).toHaveAttribute('data-theme', 'light');
    });

    await test.step('cycle the toggle from system to light to dark', async () => {
      const toggle = colorModeToggle(page);
      await toggle.click();
      await expect(toggle).toHaveAccessibleName(/currently light mode/);
      await toggle.click();
      await expect(toggle).toHaveAccessibleName(/currently dark mode/);
      await expect(html).toHaveAttribute('data-theme', 'dark');
    });

    await test.step('the other tab follows', async () => {
      await expect(secondTab.locator('html')).toHaveAttribute('data-theme', 'dark');
    });

    await test.step('the choice survives a reload', async () => {
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(colorModeToggle(page)).toHaveAccessibleName(/currently dark mode/);
    });
  });

  test.describe('follows the system preference until the reader chooses', () => {
    test.use({ colorScheme: 'dark' });

    test('dark system, no choice stored: dark', async ({ page }) => {
      await page.goto(docPage);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(colorModeToggle(page)).toHaveAccessibleName(/currently system mode/);
    });
  });
});

test.describe('announcement bar', () => {
  const bar = '.theme-announcement-bar';

  test('dismissal persists across reloads', async ({ page }) => {
    await page.goto(docPage);
    await expect(page.locator(bar)).toBeVisible();
    await expect(page.locator(bar)).toContainText(releaseAnnouncement.text);
    await page.locator(bar).getByRole('button', { name: 'Close' }).click();
    await expect(page.locator(bar)).toHaveCount(0);
    await page.reload();
    await expect(page.locator(bar)).toHaveCount(0);
  });

  test('a new announcement id shows the bar again to a reader who dismissed an old one', async ({
    page,
  }) => {
    // What a reader's storage holds after dismissing an earlier announcement.
    await page.goto(docPage);
    await page.evaluate((keys) => {
      localStorage.setItem(keys.announcementId, 'an-earlier-announcement');
      localStorage.setItem(keys.announcementDismissed, 'true');
    }, storageKeys);
    await page.reload();
    await expect(page.locator(bar)).toBeVisible();
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), storageKeys.announcementId))
      .toBe(releaseAnnouncement.id);
    // The same id again, once dismissed, stays dismissed: the reset is tied to the id change.
    await page.locator(bar).getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await expect(page.locator(bar)).toHaveCount(0);
  });
});

test.describe('navbar', () => {
  test('dropdowns open and lead to their pages', async ({ page }) => {
    await page.goto(urlFor('/'));
    const navbar = page.getByRole('navigation', { name: 'Main' });
    const guides = navbar.getByRole('button', { name: 'Guides' });
    await guides.hover();
    const install = navbar.getByRole('link', { name: 'Install CogniBot' });
    await expect(install).toBeVisible();
    await install.click();
    await expect(page).toHaveURL(/\/docs\/installation$/);

    const resources = navbar.getByRole('button', { name: 'Resources' });
    await resources.hover();
    await navbar.getByRole('link', { name: 'Glossary' }).click();
    await expect(page).toHaveURL(/\/docs\/reference\/glossary$/);
  });

  test('hides on scrolling down and on an anchor jump, shows on scrolling up and near the top', async ({
    page,
  }) => {
    await page.goto(docPage);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    // One scroll at a time: each waits for its scroll event, as a reader's scrolling would.
    const scrollTo = (y: number) =>
      page.evaluate(
        (top) =>
          new Promise<void>((resolve) => {
            window.addEventListener(
              'scroll',
              () => {
                requestAnimationFrame(() => {
                  resolve();
                });
              },
              { once: true },
            );
            window.scrollTo({ top, behavior: 'instant' });
          }),
        y,
      );
    await expect(navbar).toBeInViewport();

    // Less than the navbar's height from the top it stays, even while scrolling down.
    await scrollTo(20);
    await scrollTo(40);
    await expect(navbar).toBeInViewport();
    await scrollTo(800);
    await expect(navbar).not.toBeInViewport();
    await scrollTo(500);
    await expect(navbar).toBeInViewport();
    await scrollTo(1200);
    await expect(navbar).not.toBeInViewport();
    await scrollTo(0);
    await expect(navbar).toBeInViewport();

    // A jump to a heading of the page hides it, so it does not cover the heading.
    await page
      .locator('.theme-doc-toc-desktop')
      .getByRole('link', { name: 'Health checks', exact: true })
      .click();
    await expect(page).toHaveURL(/#health-checks$/);
    await expect(page.locator('#health-checks')).toBeInViewport();
    await expect(navbar).not.toBeInViewport();
  });

  test('shows the docs version and language items and the release badge', async ({ page }) => {
    await page.goto(docPage);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'Next', exact: true })).toBeVisible();
    await expect(navbar.getByRole('button', { name: 'English' })).toBeVisible();
    await expect(navbar.getByText(`Release ${currentRelease.line}`)).toBeVisible();
  });
});

test.describe('table of contents', () => {
  test('lists exactly the h2 and h3 headings of the page', async ({ page }) => {
    await page.goto(urlFor('/docs/Main Menu/settings'));
    const article = page.locator('article .markdown');
    // The page has deeper headings too, so a TOC that listed them would fail here.
    expect(await article.locator('h4').count()).toBeGreaterThan(0);
    const headingIds = await article
      .locator('h2[id], h3[id]')
      .evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));
    const tocLinks = await page
      .locator('.theme-doc-toc-desktop a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(tocLinks).toEqual(headingIds);
  });
});

test.describe('hash navigation', () => {
  test('opening a URL with a hash scrolls to its target', async ({ page }) => {
    await page.goto(urlFor('/docs/installation#upgrade-and-rollback'));
    await expect(page.locator('#upgrade-and-rollback')).toBeInViewport();
  });

  test('following a link with a hash from another page scrolls to its target', async ({ page }) => {
    await page.goto(urlFor('/docs/introduction'));
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await page.locator('.theme-announcement-bar a[href*="#upgrade-notes"]').click();
    await expect(page).toHaveURL(/\/docs\/release-notes#upgrade-notes$/);
    await expect(page.locator('#upgrade-notes')).toBeInViewport();
  });

  test('following a link without a hash starts the new page at the top', async ({ page }) => {
    await page.goto(urlFor('/docs/introduction'));
    await page.mouse.wheel(0, 4000);
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', {
        name: 'Installation',
        exact: true,
      })
      .click();
    await expect(page).toHaveURL(/\/docs\/installation$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('footer', () => {
  test('has titled link columns, the logo and the copyright line', async ({ page }) => {
    await page.goto(docPage);
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('.footer__title')).toHaveText([
      'Get started',
      'Channels',
      'Help',
      'More',
    ]);
    await expect(footer.getByRole('link', { name: 'Microsoft Teams' })).toHaveAttribute(
      'href',
      '/docs/channel-integration/MSTeams',
    );
    await expect(footer.getByRole('img', { name: 'CogniBot' })).toBeVisible();
    await expect(footer).toContainText('Copyright © 2025 CogniBot.');
  });
});

test.describe('home page', () => {
  test('says what CogniBot is and leads to the docs areas and the latest posts', async ({
    page,
  }) => {
    await page.goto(urlFor('/'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('CogniBot Docs');
    await expect(main).toContainText(
      'Conversational IT process automation and robotic process automation',
    );
    await expect(main.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/docs/introduction',
    );
    await expect(main.getByRole('link', { name: /^Install/ })).toHaveAttribute(
      'href',
      '/docs/installation',
    );

    const areas = main.getByRole('region', { name: 'Explore the documentation' });
    await expect(areas.getByRole('heading', { level: 3 })).toHaveText([
      'Chatbot builder',
      'NLU projects',
      'KM projects',
      'Channels',
      'Web chat',
      'Administration',
    ]);

    // Newest first, titles as the posts' own front matter gives them.
    const latestPosts = main.getByRole('region', { name: 'Latest from the blog' });
    await expect(latestPosts.getByRole('heading', { level: 3 })).toHaveText([
      sourceTitleForRoute('/blog/hr') ?? '',
      sourceTitleForRoute('/blog/agent-assist') ?? '',
    ]);

    // Headings go down one level at a time, starting at the page's h1.
    const levels = await main
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    const skippedLevels = levels.filter(
      (level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1,
    );
    expect(skippedLevels, `heading levels ${levels.join(' ')}`).toEqual([]);

    await latestPosts.getByRole('link', { name: sourceTitleForRoute('/blog/hr') }).click();
    await expect(page).toHaveURL(/\/blog\/hr$/);
  });
});

test.describe('page start', () => {
  test('shows the server-rendered page before its scripts run, then hydrates it', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const events: string[] = [];
      Object.assign(window, { pageStartEvents: events });
      new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0)
          events.push('first contentful paint');
      }).observe({ type: 'paint', buffered: true });
      // main.js sets window.docusaurus as its first act.
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        set(value: unknown) {
          events.push('main.js runs');
          Object.defineProperty(window, 'docusaurus', {
            value,
            writable: true,
            configurable: true,
          });
        },
      });
    });
    await page.goto(docPage);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(
      await page.evaluate(() => (window as { pageStartEvents?: string[] }).pageStartEvents),
    ).toEqual(['first contentful paint', 'main.js runs']);
    // Hydrated: the colour-mode toggle, a React control, works.
    const html = page.locator('html');
    const before = await html.getAttribute('data-theme-choice');
    await colorModeToggle(page).click();
    await expect(html).not.toHaveAttribute('data-theme-choice', before ?? '');
  });

  for (const route of ['/docs/installation', '/blog/hr', '/docs/reference/api/create-notification'])
    test(`${route} lists its route's chunks, so main.js adds no script of its own`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const added: string[] = [];
        Object.assign(window, { addedScripts: added });
        new MutationObserver((records) => {
          for (const node of records.flatMap((record) => [...record.addedNodes]))
            if (node instanceof HTMLScriptElement && node.src !== '') added.push(node.src);
        }).observe(document, { childList: true, subtree: true });
      });
      const scriptRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scriptRequests.push(request.url());
      });
      await page.goto(urlFor(route));
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await page.waitForLoadState('networkidle');
      const { added, listed } = await page.evaluate(() => ({
        added: (window as { addedScripts?: string[] }).addedScripts ?? [],
        listed: Array.from(
          document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'),
          (link) => link.href,
        ),
      }));
      // More than the entry scripts: the HTML lists the route's chunks too.
      expect(listed.length).toBeGreaterThan(2);
      // Every script that ran is one the HTML listed: webpack found the chunks it needed in place.
      expect(added).toEqual(listed);
      // Each fetched once: the preload served the <script> that ran it.
      expect([...scriptRequests].sort()).toEqual([...listed].sort());
    });
});
