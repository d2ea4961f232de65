import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PluginOptions as PwaOptions } from '@docusaurus/plugin-pwa';
import pluginPwa from '@docusaurus/plugin-pwa/lib/index.js';

// @docusaurus/plugin-pwa with the site's options, set here rather than in docusaurus.config.ts:
// the site's configuration is part of main.js, so options listed there (file paths, head tags,
// strategies) were downloaded on every visit, though the browser never reads them.
// Created here, the plugin skips its validateOptions, so its defaults are not applied; canary and
// upstream issue: docs-dev/upstream/pwa-options-outside-site-config.md.
const pwaOptions: PwaOptions = {
  debug: false,
  // Opt-in only: the "Read offline" control, ?offlineMode=true or the installed app. Never
  // 'always', 'mobile' or 'saveData', which would download the whole site unasked.
  offlineModeActivationStrategies: ['queryString', 'standalone', 'appInstalled'],
  // Registers nothing and loads no Workbox code until the reader opts in (see the module).
  swRegister: require.resolve('./client/registerOnOptIn.ts'),
  // Caches the search box's files, which can be written after the precache manifest.
  swCustom: require.resolve('./client/swCustom.js'),
  // The search index files near Workbox's 2 MB default and must be cached too. The plugin sets
  // swSrc and swDest itself, so the type's required fields are left out.
  injectManifestConfig: {
    maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
  } as PwaOptions['injectManifestConfig'],
  pwaHead: [
    { tagName: 'link', rel: 'manifest', href: '/manifest.json' },
    { tagName: 'meta', name: 'theme-color', content: '#1f5fbf' },
  ],
};

// Docusaurus resolves a plugin's theme folder from the module that declares the plugin; declared
// from here, the PWA plugin's relative theme paths (its reload notice) must be made absolute.
const pwaLib = path.dirname(require.resolve('@docusaurus/plugin-pwa'));

/** Offline reading (README, "Reader tools"). Like the PWA plugin, absent from the dev server. */
export default function offlineReadingPlugin(context: LoadContext): Plugin | null {
  const plugin = pluginPwa(context, pwaOptions);
  if (plugin === null) return null;
  return {
    ...(plugin as Plugin),
    getThemePath: () => path.join(pwaLib, 'theme'),
    getTypeScriptThemePath: () => path.join(pwaLib, '..', 'src', 'theme'),
  };
}
