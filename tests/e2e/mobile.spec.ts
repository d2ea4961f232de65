import { colorModeToggle, expect, test, urlFor } from './fixtures';

// Runs in the phone project (playwright.config.ts), as every test tagged @phone.

test.describe('mobile sidebar', { tag: '@phone' }, () => {
  test('opens, shows the docs menu, goes back to the main menu and closes', async ({ page }) => {
    await page.goto(urlFor('/docs/Main Menu/users'));
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On phones the colour-mode switch lives in the sidebar's header.
    await expect(sidebar.locator(colorModeToggle(page))).toBeVisible();

    // On a docs page the secondary menu (the docs sidebar) opens first.
    const back = sidebar.getByRole('button', { name: /Back to main menu/ });
    await expect(back).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Users', exact: true })).toBeVisible();

    await back.click();
    await expect(sidebar.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();

    await sidebar.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(sidebar).toBeHidden();
  });

  test('closes when the window reaches desktop width', async ({ page }) => {
    await page.goto(urlFor('/docs/installation'));
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 844 });
    await expect(page.locator('.navbar-sidebar__backdrop')).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });

  test('prefetches the pages its links lead to only once it is opened', async ({ page }) => {
    // Docusaurus prefetches the code of pages whose links are on screen; the closed menu must not
    // count as on screen, or every phone visit downloads the code of every page the menu lists.
    const prefetched = () => page.locator('head link[rel="prefetch"]').count();
    await page.goto(urlFor('/docs/installation'));
    await page.waitForLoadState('networkidle');
    const beforeOpening = await prefetched();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expect.poll(prefetched).toBeGreaterThan(beforeOpening);
  });

  test('wide tables and code blocks scroll inside the page', async ({ page }) => {
    await page.goto(urlFor('/docs/installation'));
    const overflowing = (selector: string) =>
      page
        .locator(selector)
        .evaluateAll(
          (elements) =>
            elements.filter((element) => element.scrollWidth > element.clientWidth).length,
        );
    // The page does have content wider than the phone: it scrolls in its own box.
    expect(await overflowing('article pre')).toBeGreaterThan(0);
    expect(await overflowing('article div:has(> table)')).toBeGreaterThan(0);
    const pageOverflows = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(pageOverflows).toBe(false);
  });
});

test.describe('page titles', { tag: '@phone' }, () => {
  for (const route of [
    '/docs/installation',
    '/docs/troubleshooting',
    '/docs/reference/api/create-notification',
    '/blog/hr',
  ]) {
    test(`${route}: the title breaks between words at 320 px, with the copy menu`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(urlFor(route));
      await expect(page.getByRole('button', { name: /Copy page/ })).toBeVisible();
      // A word split across two lines has two boxes.
      const splitWords = await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
        const text = heading.firstChild;
        if (text?.nodeType !== Node.TEXT_NODE) return ['(no text)'];
        const split: string[] = [];
        for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          if (range.getClientRects().length > 1) split.push(match[0]);
        }
        return split;
      });
      expect(splitWords).toEqual([]);
    });
  }
});

test.describe('mobile navbar', { tag: '@phone' }, () => {
  test('fits the screen with its brand and menu toggle', async ({ page }) => {
    await page.goto(urlFor('/'));
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: /CogniBot/ }).first()).toBeInViewport();
    await expect(navbar.getByRole('button', { name: 'Toggle navigation bar' })).toBeInViewport();
    const navbarOverflows = await navbar.evaluate(
      (element) => element.scrollWidth > element.clientWidth,
    );
    expect(navbarOverflows).toBe(false);
  });
});
