import type { Plugin } from '@docusaurus/types';

// The copy-page menu, the Enlarge button and the "Read offline" control are imported by the docs
// page, the blog post and list pages and the standalone Markdown pages. Each of those chunks kept
// a copy (they are too small for the bundler's own splitting), and a visit prefetches several of
// them: one shared chunk makes a reader download the code once.
const readerToolModules =
  /[\\/]src[\\/](?:components[\\/](?:CopyPageMenu|ZoomableDiagram|OfflineReadingToggle)|markdownTwins)[\\/]/;

export default function readerToolsChunkPlugin(): Plugin {
  return {
    name: 'cognibot-reader-tools-chunk',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  readerTools: {
                    test: readerToolModules,
                    chunks: 'async',
                    name: 'reader-tools',
                    enforce: true,
                    // Below Docusaurus's single-stylesheet group, so the styles stay in it.
                    priority: 30,
                  },
                },
              },
            },
          },
  };
}
