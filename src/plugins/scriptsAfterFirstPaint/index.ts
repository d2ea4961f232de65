import type { Plugin } from '@docusaurus/types';
import { startScriptsAfterFirstPaint } from './startScriptsAfterFirstPaint';

export { ssrTemplate } from './ssrTemplate';

// Pages show their server-rendered content before main.js runs: the site's ssrTemplate preloads
// the entry scripts and this inline script, after the app's markup, starts them after the first
// contentful paint (ARCHITECTURE.md, "Performance").
export default function scriptsAfterFirstPaintPlugin(): Plugin {
  return {
    name: 'cognibot-scripts-after-first-paint',
    injectHtmlTags: () => ({
      postBodyTags: [`<script>(${startScriptsAfterFirstPaint.toString()})()</script>`],
    }),
  };
}
