// The site without its reader tools, built only so scripts/reader-tools-bytes.ts can measure what
// they add to a plain visit:
// `docusaurus build --config scripts/noReaderTools.config.ts --out-dir build-no-reader-tools`.
// Gone: the copy-page menu, the diagrams' Enlarge button, the "Read offline" control and the PWA
// plugin behind it, last updated and the edit link, print CSS and the Markdown twins. Everything
// else (ScrollableTable, the search box, the code blocks) is the site's own.
import path from 'node:path';
import type { Config, Plugin } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import siteConfig from '../docusaurus.config';
import markdownTwinsPlugin from '../src/features/readerTools';
import offlineReadingPlugin from '../src/features/offline';

const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
const stockThemeComponent = (name: string) => path.join(themeClassic, 'lib', 'theme', name);

/** Our wraps that only add reader tools go back to the stock components; the diagrams to plain images. */
function withoutReaderToolComponentsPlugin(): Plugin {
  return {
    name: 'cognibot-benchmark-without-reader-tools',
    configureWebpack: () => ({
      // The bundler's persistent cache does not see these aliases; sharing it would leak the
      // stock components into the next normal build.
      cache: false,
      experiments: { cache: false },
      resolve: {
        alias: {
          '@theme/DocItem/Content': stockThemeComponent('DocItem/Content'),
          '@theme/DocItem/Footer': stockThemeComponent('DocItem/Footer'),
          '@theme/EditMetaRow': stockThemeComponent('EditMetaRow'),
          '@theme/BlogPostItem/Header': stockThemeComponent('BlogPostItem/Header'),
          // Keyed by the path '@site/…' resolves to: the '@site' alias is applied first.
          [path.resolve(__dirname, '../src/components/ZoomableDiagram')]:
            stockThemeComponent('MDXComponents/Img'),
        },
      },
    }),
  };
}

type PluginEntry = NonNullable<Config['plugins']>[number];
type PresetEntry = NonNullable<Config['presets']>[number];

function isReaderToolPlugin(plugin: PluginEntry): boolean {
  return plugin === markdownTwinsPlugin || plugin === offlineReadingPlugin;
}

function withoutReaderToolOptions(preset: PresetEntry): PresetEntry {
  if (!Array.isArray(preset) || preset[0] !== 'classic') return preset;
  const options = preset[1] as Preset.Options;
  const docs = options.docs === false ? false : { ...options.docs };
  if (docs) docs.showLastUpdateTime = false;
  const customCss = [options.theme?.customCss ?? []]
    .flat()
    .filter((file) => !file.endsWith('/print.css'));
  const stripped: Preset.Options = { ...options, docs, theme: { ...options.theme, customCss } };
  return ['classic', stripped];
}

const config: Config = {
  ...siteConfig,
  presets: (siteConfig.presets ?? []).map(withoutReaderToolOptions),
  plugins: [
    ...(siteConfig.plugins ?? []).filter((plugin) => !isReaderToolPlugin(plugin)),
    withoutReaderToolComponentsPlugin,
  ],
};

export default config;
