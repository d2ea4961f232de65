import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { ClientManifestOriginsPlugin } from './ClientManifestOriginsPlugin';
import { startScriptsAfterFirstPaint } from './startScriptsAfterFirstPaint';

export { ssrTemplate } from './ssrTemplate';

// Pages show their server-rendered content before main.js runs: the site's ssrTemplate preloads
// the entry scripts and the route's chunks, and this inline script, after the app's markup,
// starts them after the first contentful paint (ARCHITECTURE.md, "Performance").
// The client manifest's path and shape are private; canary and upstream issues:
// docs-dev/upstream/route-chunks-in-html.md.
export default function scriptsAfterFirstPaintPlugin(context: LoadContext): Plugin {
  return {
    name: 'cognibot-scripts-after-first-paint',
    configureWebpack: (config, isServer) =>
      // Only a production client build writes the manifest the HTML pages are made from.
      !isServer && config.mode === 'production'
        ? {
            plugins: [
              // Where Docusaurus's client config has the SSR addon write it (core, webpack/client).
              new ClientManifestOriginsPlugin(
                path.join(context.generatedFilesDir, 'client-manifest.json'),
              ),
            ],
          }
        : {},
    injectHtmlTags: () => ({
      postBodyTags: [`<script>(${startScriptsAfterFirstPaint.toString()})()</script>`],
    }),
  };
}
