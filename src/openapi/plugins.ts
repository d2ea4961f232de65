import type { PluginConfig } from '@docusaurus/types';
import { operationPageMarkdown } from './operationMarkdown';

/** The OpenAPI document, served for download at /openapi/cognibot.yaml and read by the generator. */
export const openApiDocumentPath = 'static/openapi/cognibot.yaml';
export const openApiDownloadUrl = '/openapi/cognibot.yaml';

/** Where `npm run gen:api` writes one page per operation and the sidebar that lists them. */
export const apiPagesFolder = 'docs/reference/api';

/** Doc id prefix of the generated pages: their folder inside docs/. */
const apiPagesIdPrefix = apiPagesFolder.replace(/^docs\//, '');

/**
 * The drift test (tests/unit/openapi/generatedPages.test.ts) generates into a temporary folder
 * and compares it with the committed pages; everyone else writes into the docs.
 */
const outputFolder = process.env.COGNIBOT_API_PAGES_DIR ?? apiPagesFolder;

/**
 * docusaurus-plugin-openapi-docs reads and dereferences the document and writes one docs page per
 * operation. Our own Markdown generator writes the page bodies, so the pages need neither the
 * plugin's theme nor any JavaScript of their own.
 */
export const openApiDocsPlugin: PluginConfig = [
  'docusaurus-plugin-openapi-docs',
  {
    id: 'openapi',
    docsPluginId: 'classic',
    config: {
      cognibot: {
        specPath: openApiDocumentPath,
        outputDir: outputFolder,
        downloadUrl: openApiDownloadUrl,
        template: 'src/openapi/operationPage.mustache',
        showInfoPage: false,
        hideSendButton: true,
        // One MDX file per operation, rather than four files each.
        externalJsonProps: false,
        markdownGenerators: { createApiPageMD: operationPageMarkdown },
        sidebarOptions: {
          groupPathsBy: 'tag',
          // Expanded, so that every operation is reachable from the sidebar without JavaScript.
          sidebarCollapsed: false,
          // A bare doc item: the label is the page title. Every page of every docs sidebar carries
          // the whole sidebar, so the generator's extra class names would only add weight.
          sidebarGenerators: {
            createDocItem: (item: { id: string }) => ({
              type: 'doc',
              id: `${apiPagesIdPrefix}/${item.id}`,
            }),
          },
        },
      },
    },
  },
];
