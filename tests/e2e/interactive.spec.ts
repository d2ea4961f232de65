import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, urlFor } from './fixtures';

const conditionsRoute = '/docs/CogniBot/Concepts/conditions';
const webchatRoute = '/docs/webchat/webpage';

async function openPlayground(page: Page): Promise<void> {
  await page.goto(urlFor(conditionsRoute));
  // Scrolling the panel into view is what loads it.
  await page.getByText('Loading the condition playground…').scrollIntoViewIfNeeded();
  await expect(page.getByLabel('Condition', { exact: true })).toBeVisible();
}

function builder(page: Page) {
  return page.getByRole('group', { name: 'Snippet builder' });
}

async function openBuilder(page: Page): Promise<void> {
  await page.goto(urlFor(webchatRoute));
  // Scrolling the panel into view is what loads it.
  await page.getByText('Loading the snippet builder…').scrollIntoViewIfNeeded();
  await expect(page.getByLabel('Project ID')).toBeVisible();
}

test.describe('condition playground', () => {
  test('loads only when the reader scrolls to it', async ({ page }) => {
    await page.goto(urlFor(conditionsRoute));
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Loading the condition playground…')).toBeAttached();
    await expect(page.getByLabel('Condition', { exact: true })).toHaveCount(0);
    await page.getByText('Loading the condition playground…').scrollIntoViewIfNeeded();
    await expect(page.getByLabel('Condition', { exact: true })).toBeVisible();
  });

  test('shows the result as the reader types', async ({ page }) => {
    await openPlayground(page);
    const status = page.getByRole('status').filter({ hasText: /Result|Value|CB-/ });
    // It starts with the page's first example and its first row of values.
    await expect(status).toHaveText('Result: true');

    await page.getByLabel('Condition', { exact: true }).fill('conversation.priority <= 2');
    await page.getByLabel('State (JSON)').fill('{"conversation.priority": 3}');
    await expect(status).toHaveText('Result: false');

    await page
      .getByLabel('Condition', { exact: true })
      .fill('daysBetween("2025-03-17", "2025-03-21")');
    await expect(status).toContainText('Value: 4 (a number)');
  });

  test('reports a syntax error with its code and position, and a type error as false', async ({
    page,
  }) => {
    await openPlayground(page);
    const condition = page.getByLabel('Condition', { exact: true });
    const status = page.getByRole('status').filter({ hasText: /Result|Value|CB-/ });

    await condition.fill('conversation.priority = 2');
    await expect(status).toContainText(
      "CB-1012 syntax error at position 23: a single '=' is not an operator",
    );
    await expect(condition).toHaveAttribute('aria-invalid', 'true');

    await condition.fill('"2" < 3');
    await expect(status).toContainText('CB-1015 type error: cannot compare a string with a number');
    await expect(status).toContainText('A branch treats this condition as false');
    await expect(condition).toHaveAttribute('aria-invalid', 'false');
  });

  test('explains bad JSON in the state field', async ({ page }) => {
    await openPlayground(page);
    const state = page.getByLabel('State (JSON)');
    await state.fill('{"conversation.priority": }');
    await expect(state).toHaveAttribute('aria-invalid', 'true');
    await expect(state).toHaveAccessibleDescription(/The state is not valid JSON/);
    await expect(page.getByRole('status').filter({ hasText: 'No result' })).toHaveText(
      'No result until the state is valid JSON.',
    );
  });

  test('Try it loads an example from the keyboard and moves the focus to the condition', async ({
    page,
  }) => {
    await page.goto(urlFor(conditionsRoute));
    const tryIt = page.getByRole('button', {
      name: 'Try it: system.channel in ["msteams", "webchat"]',
    });
    await tryIt.focus();
    await page.keyboard.press('Enter');
    const condition = page.getByLabel('Condition', { exact: true });
    await expect(condition).toBeFocused();
    await expect(condition).toHaveValue('system.channel in ["msteams", "webchat"]');
    await expect(page.getByLabel('State (JSON)')).toHaveValue(/"system.channel": "webchat"/);
    await expect(page.getByRole('status').filter({ hasText: 'Result' })).toHaveText('Result: true');

    await page.keyboard.press('Tab');
    await expect(page.getByLabel('State (JSON)')).toBeFocused();
  });

  test('every example code block has a Try it button', async ({ page }) => {
    await page.goto(urlFor(conditionsRoute));
    const blocks = page.locator('article pre code');
    await expect(page.getByRole('button', { name: /^Try it: / })).toHaveCount(await blocks.count());
  });
});

test.describe('snippet builder', () => {
  test('loads only when the reader scrolls to it', async ({ page }) => {
    await page.goto(urlFor(webchatRoute));
    await page.waitForLoadState('networkidle');
    await expect(page.getByLabel('Project ID')).toHaveCount(0);
    await page.getByText('Loading the snippet builder…').scrollIntoViewIfNeeded();
    await expect(page.getByLabel('Project ID')).toBeVisible();
  });

  test('writes the snippet and the CSP directives, filled in from the keyboard', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openBuilder(page);
    const status = page.getByRole('status').filter({ hasText: /snippet/ });
    await expect(status).toHaveText('The snippet needs a valid Project ID, Host.');

    await page.getByLabel('Project ID').focus();
    await page.keyboard.type('prj_7f3k2m9q');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Host')).toBeFocused();
    await page.keyboard.type('https://bots.example.com');
    await page.getByLabel('Position').selectOption('left');
    await page.getByLabel('Start open').check();

    await expect(status).toContainText('Your snippet is ready');
    const snippet = builder(page)
      .locator('div[class*="codeBlockContainer"]')
      .filter({ hasText: 'CogniBotWebchat.init' });
    await expect(snippet).toContainText(
      '<script src="https://bots.example.com/webchat/v5/cognibot-webchat.js"></script>',
    );
    await expect(snippet).toContainText('startOpen: true,');
    await expect(snippet).toContainText("position: 'left'");
    const csp = builder(page)
      .locator('div[class*="codeBlockContainer"]')
      .filter({ hasText: 'connect-src' });
    await expect(csp).toContainText('connect-src https://bots.example.com wss://bots.example.com');

    await snippet.hover();
    await snippet.getByRole('button', { name: /Copy code/ }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("projectId: 'prj_7f3k2m9q'");
  });

  test('marks an invalid host and says what is missing instead of showing code', async ({
    page,
  }) => {
    await openBuilder(page);
    await page.getByLabel('Project ID').fill('prj_7f3k2m9q');
    const host = page.getByLabel('Host');
    await host.fill('http://bots.example.com/');
    await expect(host).toHaveAttribute('aria-invalid', 'true');
    await expect(host).toHaveAccessibleDescription(/The host must start with https:\/\//);
    await expect(page.getByRole('status').filter({ hasText: /snippet/ })).toHaveText(
      'The snippet needs a valid Host.',
    );
    await expect(builder(page).locator('pre')).toHaveCount(0);
    await expect(page.getByText('Your snippet is ready')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  // What readers without JavaScript get: the server-rendered HTML, with the site's scripts blocked.
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/js/**', (route) => route.abort());
  });

  test('the conditions page reads as a page, with a note where the playground goes', async ({
    page,
  }) => {
    await page.goto(urlFor(conditionsRoute));
    await expect(page.getByText('The playground needs JavaScript.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Try it/ })).toHaveCount(0);
    await expect(page.locator('article pre code').first()).toContainText('system.channel ==');
    // Without the site's code the colour mode is set once, on load, so only light mode is checked.
    await expectNoAxeViolations(page, ['light']);
  });

  test('the web chat page reads as a page, with a note where the builder goes', async ({
    page,
  }) => {
    await page.goto(urlFor(webchatRoute));
    await expect(page.getByText('The snippet builder needs JavaScript.')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
  });
});

const viewports = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: '390 px phone', viewport: { width: 390, height: 844 } },
  { name: '320 px phone', viewport: { width: 320, height: 640 } },
] as const;

for (const colorScheme of ['light', 'dark'] as const) {
  for (const { name, viewport } of viewports) {
    test.describe(`axe in ${colorScheme} mode on ${name}`, () => {
      test.use({ colorScheme, viewport });
      // Two axe runs over a long page take a while on a busy machine; this is no speed check.
      test.describe.configure({ timeout: 90_000 });

      test('the playground with a result, an error and bad JSON', async ({ page }) => {
        await openPlayground(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await page.getByLabel('Condition', { exact: true }).fill('conversation.priority = 2');
        await page.getByLabel('State (JSON)').fill('{');
        await expect(page.getByLabel('State (JSON)')).toHaveAttribute('aria-invalid', 'true');
        await expectNoAxeViolations(page);
        await page.getByLabel('State (JSON)').fill('{}');
        await expect(page.getByRole('status').filter({ hasText: 'CB-1012' })).toBeVisible();
        await expectNoAxeViolations(page);
        const overflows = await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        );
        expect(overflows).toBe(false);
      });

      test('the snippet builder, invalid and then complete', async ({ page }) => {
        await openBuilder(page);
        await page.getByLabel('Host').fill('http://bots.example.com');
        await page.getByLabel('Primary colour').fill('#ffff00');
        await expect(page.getByLabel('Host')).toHaveAttribute('aria-invalid', 'true');
        await expectNoAxeViolations(page);
        await page.getByLabel('Project ID').fill('prj_7f3k2m9q');
        await page.getByLabel('Host').fill('https://bots.example.com');
        await expect(page.getByText('Your snippet is ready')).toBeVisible();
        await expectNoAxeViolations(page);
        const overflows = await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        );
        expect(overflows).toBe(false);
      });
    });
  }
}
