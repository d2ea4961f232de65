import { describe, expect, it } from 'vitest';
import type { PrismTheme } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme } from '../../src/config/prismThemes';
import { contrastRatio } from '../support/contrast';

function tokenColours(theme: PrismTheme): [string, string][] {
  return [
    ['plain', theme.plain.color ?? ''],
    ...theme.styles.map(
      (entry) => [entry.types.join(','), entry.style.color ?? ''] as [string, string],
    ),
  ];
}

describe('contrast ratio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
])('%s code theme', (_mode, theme) => {
  const background = theme.plain.backgroundColor ?? '';
  it.each(tokenColours(theme))('%s passes WCAG AA (4.5:1) on the code background', (_t, colour) => {
    expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(4.5);
  });
});
