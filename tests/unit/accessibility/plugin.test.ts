import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import accessibilityPlugin from '../../../src/features/accessibility';

const plugin = accessibilityPlugin();

describe('the accessibility feature plugin', () => {
  it('serves a TOC wrapper that labels the table of contents as a navigation landmark', () => {
    const themePath = plugin.getThemePath?.();
    if (themePath === undefined) throw new Error('the plugin serves no theme');
    const toc = path.join(themePath, 'TOC', 'index.tsx');
    expect(existsSync(toc)).toBe(true);
    const source = readFileSync(toc, 'utf8');
    // Wraps the classic theme's component instead of replacing it.
    expect(source).toContain("from '@theme-init/TOC'");
    expect(source).toMatch(/<nav[\s\S]*aria-label=/);
  });

  it('loads a stylesheet on every page that keeps focused targets clear of the sticky navbar', () => {
    const modules = plugin.getClientModules?.() ?? [];
    expect(modules).toHaveLength(1);
    const css = readFileSync(String(modules[0]), 'utf8');
    expect(css).toMatch(/scroll-padding-top:\s*[^;]*--ifm-navbar-height/);
  });
});
