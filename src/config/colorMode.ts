import type { ThemeConfig } from '@docusaurus/preset-classic';

type ColorModeConfig = NonNullable<ThemeConfig['colorMode']>;

/**
 * The two readings of the colour mode (ARCHITECTURE.md, "Colour mode"; README, "Colour mode").
 * - `light-and-dark` (reading A, default): toggle shown, choice persisted, system preference
 *   followed until the reader chooses.
 * - `light-only` (reading B): light mode only, switch hidden, system preference ignored.
 */
export type ColorModeReading = 'light-and-dark' | 'light-only';

export function resolveColorModeReading(value: string | undefined): ColorModeReading {
  if (value === undefined || value === '' || value === 'light-and-dark') return 'light-and-dark';
  if (value === 'light-only') return 'light-only';
  throw new Error(`COGNIBOT_COLOR_MODE must be "light-and-dark" or "light-only", got "${value}".`);
}

export function colorModeConfig(reading: ColorModeReading): ColorModeConfig {
  return reading === 'light-only'
    ? { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false }
    : { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true };
}
