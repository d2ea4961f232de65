import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeColourRoles, codeTheme } from '../../../src/features/codeBlocks/logic/codeTheme';
import { contrastRatio } from '../../support/contrast';

const css = readFileSync(
  new URL('../../../src/features/codeBlocks/codeTheme.css', import.meta.url),
  'utf8',
);

/** The `--cognibot-code-*` values of one rule of code-theme.css, by role. */
function paletteOf(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start, `code-theme.css has a ${selector} rule`).toBeGreaterThanOrEqual(0);
  const body = css.slice(start, css.indexOf('}', start));
  return new Map(
    [...body.matchAll(/--cognibot-code-([a-z]+):\s*(#[0-9a-f]{6});/g)].map(
      ([, role = '', value = '']) => [role, value],
    ),
  );
}

/** Every colour the theme gives a token, as the role its variable names. */
function tokenRoles(): [string, string][] {
  const colours: [string, string][] = [
    ['plain', codeTheme.plain.color ?? ''],
    ...codeTheme.styles.map((entry): [string, string] => [
      entry.types.join(','),
      entry.style.color ?? '',
    ]),
  ];
  return colours.map(([types, value]) => [
    types,
    /^var\(--cognibot-code-([a-z]+)\)$/.exec(value)?.[1] ?? value,
  ]);
}

describe('contrast ratio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

it('the code theme uses only the variables code-theme.css sets', () => {
  expect(codeTheme.plain.backgroundColor).toBe('var(--cognibot-code-background)');
  for (const [, role] of tokenRoles()) expect(codeColourRoles).toContain(role);
});

describe.each([
  ['light', ':root'],
  ['dark', "[data-theme='dark']"],
])('%s mode code colours', (_mode, selector) => {
  const palette = paletteOf(selector);

  it('set every colour role', () => {
    expect([...palette.keys()].sort()).toEqual([...codeColourRoles].sort());
  });

  it.each(tokenRoles())('%s passes WCAG AA (4.5:1) on the code background', (_types, role) => {
    expect(
      contrastRatio(palette.get(role) ?? '', palette.get('background') ?? ''),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
