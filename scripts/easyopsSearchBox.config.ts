// The site with easyops's own search box in place of ours, built only so the search benchmark can
// compare the two boxes: `docusaurus build --config scripts/easyopsSearchBox.config.ts`.
import type { Config, Plugin } from '@docusaurus/types';
import siteConfig from '../docusaurus.config';
import { searchLocalOptions } from '../src/features/search/options';

/** Points @theme/SearchBar back at easyops's component, past our src/features/search/theme/SearchBar. */
function easyopsSearchBarPlugin(): Plugin {
  return {
    name: 'cognibot-benchmark-easyops-search-bar',
    configureWebpack: () => ({
      // The bundler's persistent cache does not see this alias; sharing it would leak easyops's box
      // into the next normal build.
      cache: false,
      experiments: { cache: false },
      resolve: {
        alias: {
          '@theme/SearchBar':
            require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/index.jsx'),
        },
      },
    }),
  };
}

const config: Config = {
  ...siteConfig,
  plugins: [...(siteConfig.plugins ?? []), easyopsSearchBarPlugin],
  // easyops's plugin alone, without our wrap that writes the box's own index files.
  themes: [['@easyops-cn/docusaurus-search-local', searchLocalOptions]],
};

export default config;
