import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * WCAG 2.2 AA fixes for the theme's own layout: the table of contents as a navigation landmark
 * (theme/TOC), and focus that the sticky navbar cannot cover (focusNotObscured.css).
 */
export default function accessibilityPlugin(): Plugin {
  return {
    name: 'cognibot-accessibility',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'focusNotObscured.css')],
  };
}
