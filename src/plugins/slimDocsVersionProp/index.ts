import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

// Every docs page loads the docs version's metadata: the sidebar and a map of every doc with its
// title and description (6.4 KB gzip with 120 docs). The descriptions are 60 % of it and nothing
// on the site reads them (see withoutDocDescriptions.cjs), so they are dropped from the bundle.
// Writers who add a DocCardList or a generated-index category must remove this plugin.
// The props file's path and shape are private; canary and upstream issue:
// docs-dev/upstream/docs-version-prop-descriptions.md.
const versionPropsFile = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export default function slimDocsVersionPropPlugin(): Plugin {
  return {
    name: 'cognibot-slim-docs-version-prop',
    configureWebpack: () => ({
      module: {
        rules: [
          {
            test: versionPropsFile,
            use: [path.join(__dirname, 'withoutDocDescriptions.cjs')],
          },
        ],
      },
    }),
  };
}
