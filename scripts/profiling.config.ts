// The site with source maps, built only so scripts/profile-main-thread.ts can name the module
// behind every CPU sample: `docusaurus build --config scripts/profiling.config.ts --out-dir build-profile`.
// The code is the production code, minified the same way; only the .map files are added.
import type { Config, Plugin } from '@docusaurus/types';
import siteConfig from '../docusaurus.config';

function clientSourceMapsPlugin(): Plugin {
  return {
    name: 'cognibot-profiling-source-maps',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            devtool: 'source-map',
            // The bundler's persistent cache would hand these maps to the next normal build.
            cache: false,
            experiments: { cache: false },
          },
  };
}

const config: Config = {
  ...siteConfig,
  plugins: [...(siteConfig.plugins ?? []), clientSourceMapsPlugin],
};

export default config;
