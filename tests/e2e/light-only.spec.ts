import {
  colorModeToggle,
  expect,
  expectNoAxeViolations,
  storageKeys,
  test,
  urlFor,
} from './fixtures';

// Runs against the reading-B build (COGNIBOT_COLOR_MODE=light-only, see README "Colour mode").
test.use({ colorScheme: 'dark' });

test('light only: no switch, dark system preference and stored choice ignored', async ({
  page,
}) => {
  // A dark choice stored while the site still had reading A must not bring dark mode back.
  await page.addInitScript((key) => {
    localStorage.setItem(key, 'dark');
  }, storageKeys.theme);
  await page.goto(urlFor('/docs/installation'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(colorModeToggle(page)).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectNoAxeViolations(page, ['light']);
});
