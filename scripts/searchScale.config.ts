// The site with synthetic docs in place of the real ones, built only by `npm run bench:search-scale`
// (scripts/bench-search-scale.ts), which writes the docs and passes their folder in
// SEARCH_SCALE_DOCS: `docusaurus build --config scripts/searchScale.config.ts --out-dir ...`.
import type { Config, Plugin, PluginConfig } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import siteConfig from '../docusaurus.config';
import { searchLocalOptions } from '../src/features/search/options';
import searchIndexTheme, { searchBoxTheme } from '../src/features/search';

const docsDir = process.env.SEARCH_SCALE_DOCS;
if (docsDir === undefined || docsDir === '') {
  throw new Error('SEARCH_SCALE_DOCS must name the folder of the synthetic docs.');
}

/** Every scale builds from a cold bundler cache, so that their build times compare. */
function noBundlerCachePlugin(): Plugin {
  return {
    name: 'cognibot-benchmark-no-bundler-cache',
    configureWebpack: () => ({ cache: false, experiments: { cache: false } }),
  };
}

type PresetEntry = [string, Preset.Options];

const presets = (siteConfig.presets ?? []).map((entry) => {
  const [name, options] = entry as PresetEntry;
  if (name !== 'classic' || typeof options.docs !== 'object') return entry;
  return [name, { ...options, docs: { ...options.docs, path: docsDir } }] as PresetEntry;
});

const config: Config = {
  ...siteConfig,
  presets,
  // Copies keep their links, but varied headings have other anchors than the real pages'.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'ignore',
  plugins: [...(siteConfig.plugins ?? []), noBundlerCachePlugin],
  themes: [
    [searchIndexTheme, { ...searchLocalOptions, docsDir }],
    searchBoxTheme,
  ] satisfies PluginConfig[],
};

export default config;
