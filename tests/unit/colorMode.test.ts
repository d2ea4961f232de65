import { describe, expect, it } from 'vitest';
import { colorModeConfig, resolveColorModeReading } from '../../src/config/colorMode';

describe('colour mode readings', () => {
  it('defaults to reading A: both modes, a working switch, system preference respected', () => {
    expect(colorModeConfig(resolveColorModeReading(undefined))).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    });
  });

  it('switches to reading B: light only, no switch, system preference ignored', () => {
    expect(colorModeConfig(resolveColorModeReading('light-only'))).toEqual({
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    });
  });

  it('rejects an unknown value with a message naming the allowed ones', () => {
    expect(() => resolveColorModeReading('sepia')).toThrow(/light-and-dark.*light-only/);
  });
});
