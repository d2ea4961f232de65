import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, urlFor } from './fixtures';

const route = '/docs/CogniBot/Skills/Dialog Elements/dialog_elements_introduction';
const runLabel = 'Run this dialog: skills/laptop-issue/dialogs/main.yaml';

function runner(page: Page) {
  return page.getByRole('region', { name: 'Run skills/laptop-issue/dialogs/main.yaml' });
}

function conversation(page: Page) {
  return page.getByRole('log', { name: 'Conversation' });
}

async function openRunner(page: Page): Promise<void> {
  await page.goto(urlFor(route));
  await page.getByRole('button', { name: runLabel }).click();
  await expect(conversation(page)).toContainText('What happened to your laptop?');
}

test.describe('Run this dialog', () => {
  test('loads nothing of the runner before the reader presses Run', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(urlFor(route));
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: runLabel })).toBeVisible();
    const before = scripts.length;
    await page.getByRole('button', { name: runLabel }).click();
    await expect(conversation(page)).toContainText('What happened to your laptop?');
    expect(scripts.length, 'Run loads the runner’s code').toBeGreaterThan(before);
  });

  test('answers typed messages and quick replies, and shows the variables by scope', async ({
    page,
  }) => {
    await openRunner(page);
    await page.getByLabel('Your message').fill('It is fine');
    await page.getByLabel('Your message').press('Enter');
    await expect(conversation(page)).toContainText(
      "Sorry, I didn't get that. What happened to your laptop?",
    );
    await conversation(page).getByRole('button', { name: "It's broken" }).last().click();
    await expect(conversation(page)).toContainText("I'll book a repair.");
    await page.getByText('Variables by scope').click();
    await expect(
      runner(page).locator('dd').filter({ hasText: 'conversation.issueType' }),
    ).toHaveText('conversation.issueType = "broken"');
  });

  test('runs an edited dialog again and shows a YAML error with its line', async ({ page }) => {
    await openRunner(page);
    await page.getByText('Edit the dialog and the action results').click();
    const editor = page.getByLabel('Dialog (YAML)');
    const yaml = await editor.inputValue();
    await editor.fill(
      yaml.replace('"What happened to your laptop?"', '"Is your laptop broken or lost?"'),
    );
    await page.getByRole('button', { name: 'Run again' }).click();
    await expect(conversation(page)).toContainText('Is your laptop broken or lost?');
    await editor.fill(yaml.replace('name: Laptop issue', 'name: Laptop: issue'));
    await page.getByRole('button', { name: 'Run again' }).click();
    await expect(page.getByRole('alert')).toContainText('Line 3: The dialog is not valid YAML');
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
  });

  test('works from the keyboard: Run, type, press a quick reply, close', async ({ page }) => {
    await page.goto(urlFor(route));
    const run = page.getByRole('button', { name: runLabel });
    await run.focus();
    await page.keyboard.press('Enter');
    const message = page.getByLabel('Your message');
    await expect(message).toBeFocused();
    await page.keyboard.type('I lost it');
    await page.keyboard.press('Enter');
    await expect(conversation(page)).toContainText('report_loss');
    await expect(message).toBeFocused();
    await runner(page).getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(run).toBeFocused();
  });

  test('has no axe violations with the panel open, in both colour modes', async ({ page }) => {
    await openRunner(page);
    await page.getByText('Variables by scope').click();
    await page.getByText('Edit the dialog and the action results').click();
    await expectNoAxeViolations(page);
  });

  test('fits a 320 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openRunner(page);
    await page.getByText('Edit the dialog and the action results').click();
    const overflows = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflows).toBe(false);
  });

  test('runs an element page’s fragment from its first element to where the page stops', async ({
    page,
  }) => {
    await page.goto(urlFor('/docs/CogniBot/Skills/Dialog Elements/input'));
    const run = page.getByRole('button', {
      name: 'Run this example: skills/request-leave/dialogs/main.yaml, from ask_start',
    });
    await run.click();
    const fragmentRunner = page.getByRole('region', {
      name: 'Run skills/request-leave/dialogs/main.yaml, from ask_start',
    });
    const chat = fragmentRunner.getByRole('log', { name: 'Conversation' });
    await expect(chat).toContainText('When does your leave start?');
    await fragmentRunner.getByLabel('Your message').fill('tomorrow');
    await fragmentRunner.getByLabel('Your message').press('Enter');
    await expect(chat).toContainText('Shall I submit leave starting');
    await chat.getByRole('button', { name: 'Yes' }).last().click();
    await expect(chat).toContainText('The example continues at check_confirmed');
  });
});
