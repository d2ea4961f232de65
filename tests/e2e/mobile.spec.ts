import { expect, test, urlFor } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.describe('mobile sidebar', () => {
  test('opens, shows the docs menu, goes back to the main menu and closes', async ({ page }) => {
    await page.goto(urlFor('/docs/Main Menu/users'));
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();

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

  test('wide tables and code blocks scroll inside the page', async ({ page }) => {
    await page.goto(urlFor('/docs/installation'));
    const pageOverflows = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(pageOverflows).toBe(false);
  });
});
