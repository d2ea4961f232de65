import type { Page } from '@playwright/test';
import { colorModeToggle, expect, searchBox, test, urlFor } from './fixtures';

// Behind nginx, with the Content-Security-Policy the build wrote (deploy/nginx): the fixture fails
// any test whose pages report a violation, so routes.spec.ts and accessibility.spec.ts check every
// route in both colour modes; these tests use what the routes alone do not.

async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

test('search, the copy menu, the playgrounds, the zoom and offline reading obey the policy', async ({
  page,
  context,
  baseURL,
}) => {
  // Offline reading saves every page: a budget for a busy machine, not a speed requirement.
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  const response = await page.goto(urlFor('/docs/CogniBot/Concepts/conditions'));
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  await waitForHydration(page);
  // Both colour modes: the reader's choice, stored and applied by the site's code.
  for (const mode of ['light', 'dark']) {
    await colorModeToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  }

  const search = searchBox(page);
  await search.input.fill('webhook');
  await expect(search.options.first()).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');

  const copyPage = page.getByRole('button', { name: 'Copy page' });
  await copyPage.click();
  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(page.locator('.copy-page-menu [role="status"]')).toHaveText(
    'Copied the page as Markdown.',
  );

  await page.getByText('Loading the condition playground…').scrollIntoViewIfNeeded();
  await page.getByLabel('Condition', { exact: true }).fill('conversation.priority <= 2');
  await page.getByLabel('State (JSON)').fill('{"conversation.priority": 3}');
  await expect(page.getByRole('status').filter({ hasText: /Result/ })).toHaveText('Result: false');

  await page.goto(urlFor('/docs/webchat/webpage'));
  await page.getByText('Loading the snippet builder…').scrollIntoViewIfNeeded();
  await page.getByLabel('Project ID').fill('prj_7f3k2m9q');
  await page.getByLabel('Host').fill('https://bots.example.com');
  await expect(page.getByRole('status').filter({ hasText: /snippet/ })).toContainText(
    'Your snippet is ready',
  );

  await page.goto(urlFor('/docs/architecture'));
  await waitForHydration(page);
  // The button lies under the diagram it enlarges; readers reach it with the keyboard.
  await page.getByRole('button', { name: /^Enlarge diagram: CogniBot architecture/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: 'Read offline' }).click();
  await expect(page.locator('.offline-reading [role="status"]')).toHaveText(
    /^Offline reading is on/,
    { timeout: 150_000 },
  );
  await context.setOffline(true);
  await page.goto(urlFor('/docs/installation'));
  await waitForHydration(page);
  await context.setOffline(false);
});

test.describe('an inline script injected into a served page', () => {
  // This test causes a violation on purpose and checks it itself.
  test.use({ cspViolationsExpected: true });

  test('does not run, while the page’s own inline scripts do', async ({ page, cspViolations }) => {
    const injected = '<script>window.injectedScriptRan = true</script>';
    let withPolicy = true;
    await page.route(urlFor('/docs/introduction'), async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      if (!withPolicy) delete headers['content-security-policy'];
      const body = (await response.text()).replace('</body>', `${injected}</body>`);
      await route.fulfill({ response, headers, body });
    });
    const ran = () =>
      page.evaluate(() => (window as Window & { injectedScriptRan?: boolean }).injectedScriptRan);

    await page.goto(urlFor('/docs/introduction'));
    // The colour-mode script set the mode, the loader started the entry scripts: React ran.
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
    await waitForHydration(page);
    expect(await ran()).toBeUndefined();
    expect(cspViolations.join('\n')).toMatch(/script-src-elem blocked inline/);

    // The same page without the policy runs it: the check above can see a script that runs.
    withPolicy = false;
    await page.goto(urlFor('/docs/introduction'));
    await waitForHydration(page);
    expect(await ran()).toBe(true);
  });
});
