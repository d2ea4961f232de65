import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

// What the site config needs besides the plugin: the build-time highlighting and Prism settings.
export { codeTheme } from './logic/codeTheme';
export { additionalPrismLanguages } from './logic/prismLanguages';
export { default as rehypePrehighlight } from './logic/rehypePrehighlight';

// The classic theme registers the extra Prism grammars from a client module, and client modules
// are in main.js, so every page (the home page, pages without code) paid for all of Prism: about
// 30 KB gzip and its start-up time. This swaps that module for an empty one. Code fences are
// highlighted at build time (src/features/codeBlocks/logic); code made in the browser loads Prism with the
// grammars on demand (src/features/codeBlocks/client/HighlightingContent.tsx).
// Leans on a private file path; canary and upstream issue: docs-dev/upstream/prism-languages-on-demand.md.
const themeClassicClientModule = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'prism-include-languages.js',
);

export default function codeBlocksPlugin(): Plugin {
  return {
    name: 'cognibot-code-blocks',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack: () => ({ resolve: { alias: { [themeClassicClientModule]: false } } }),
  };
}
