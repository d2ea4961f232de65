import type { Page } from '@playwright/test';
import { expect, test, urlFor } from './fixtures';

// Prism's tokenizer runs this hook; no other script of the site names it.
const prismMarker = 'before-tokenize';

/** Collects the bodies of the site's scripts the page loads, to tell whether Prism came with them. */
function scriptsLoaded(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  return bodies;
}

async function loadsPrism(bodies: Promise<string>[]): Promise<boolean> {
  return (await Promise.all(bodies)).some((body) => body.includes(prismMarker));
}

function firstBashBlock(page: Page) {
  return page.locator('article div.language-bash').first();
}

test.describe('code blocks highlighted at build time', () => {
  test('a docs page shows coloured code without loading Prism', async ({ page }) => {
    const scripts = scriptsLoaded(page);
    await page.goto(urlFor('/docs/installation'));
    await page.waitForLoadState('networkidle');
    const command = firstBashBlock(page).locator('.token.function').first();
    await expect(command).toHaveText('tar');
    await expect(command).toHaveCSS('color', 'rgb(130, 80, 223)');
    expect(await loadsPrism(scripts)).toBe(false);
  });

  test('the code colours follow the colour mode without re-rendering the code', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // Holds the site's code back until the server-rendered line is marked: a block rebuilt after
    // hydration would lose the mark.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/js\/main\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(urlFor('/docs/installation'), { waitUntil: 'commit' });
    const block = firstBashBlock(page);
    await block
      .locator('.token-line')
      .first()
      .evaluate((line) => {
        line.setAttribute('data-probe', '');
      });
    release();
    await expect(block.getByRole('button', { name: /Copy code/ })).toBeAttached();
    await page.waitForLoadState('networkidle');
    await expect(block.locator('.token.function').first()).toHaveCSS('color', 'rgb(210, 168, 255)');
    await expect(block.locator('.token-line[data-probe]')).toHaveCount(1);
  });

  test('the copy button copies the code as written', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto(urlFor('/docs/installation'));
    const block = firstBashBlock(page);
    await block.hover();
    await block.getByRole('button', { name: /Copy code/ }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')[0]).toBe('tar xzf cognibot-compose-5.2.0.tar.gz');
  });

  test('code made in the browser loads Prism on demand and is highlighted', async ({ page }) => {
    const scripts = scriptsLoaded(page);
    await page.goto(urlFor('/docs/webchat/webpage'));
    await page.getByText('Loading the snippet builder…').scrollIntoViewIfNeeded();
    await page.getByLabel('Project ID').fill('prj_7f3k2m9q');
    await page.getByLabel('Host').fill('https://bots.example.com');
    const snippet = page
      .getByRole('group', { name: 'Snippet builder' })
      .locator('div[class*="codeBlockContainer"]')
      .filter({ hasText: 'CogniBotWebchat.init' });
    await expect(snippet.locator('.token.string').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await loadsPrism(scripts)).toBe(true);
  });
});
