import type { Plugin } from '@docusaurus/types';

// The agent directive, the copy-page menu, the Enlarge button, the "Read offline" control, the
// edit link and the theme wraps that place them are imported by the docs page, the blog post and
// list pages and the standalone Markdown pages. Each of those chunks kept a copy (they are too small for the
// bundler's own splitting), and a visit prefetches several of them: one shared chunk makes a
// reader download the code once. Only the modules every page renders: the parts these tools load
// on demand (the menu's panel, the zoom, the offline logic) keep chunks of their own.
// The test matches file paths: a module moved away from them silently goes back into each page
// type's chunk. Canary and upstream issue: docs-dev/upstream/shared-chunk-for-theme-wraps.md.
const readerToolModules = new RegExp(
  [
    String.raw`[\\/]src[\\/]components[\\/]ZoomableDiagram[\\/](?:index\.tsx|styles\.module\.css)$`,
    String.raw`[\\/]src[\\/]features[\\/]readerTools[\\/]client[\\/](?:CopyPageMenu|AgentDirective)[\\/](?:index\.tsx|styles\.module\.css)$`,
    String.raw`[\\/]src[\\/]features[\\/]readerTools[\\/]logic[\\/](?:agentDirective|twinPath)\.ts$`,
    String.raw`[\\/]src[\\/]features[\\/]offline[\\/]OfflineReadingToggle[\\/](?:index\.tsx|styles\.module\.css)$`,
    String.raw`[\\/]src[\\/]features[\\/]readerTools[\\/]client[\\/]editUrlContext\.ts$`,
    String.raw`[\\/]src[\\/]config[\\/]repository\.ts$`,
    String.raw`[\\/]src[\\/]features[\\/]readerTools[\\/]theme[\\/](?:EditMetaRow|DocItem[\\/](?:Content|Footer)|BlogPostItem[\\/]Header)[\\/]`,
  ].join('|'),
);

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
