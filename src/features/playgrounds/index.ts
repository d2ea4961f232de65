import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * The playgrounds' Docusaurus plugin: it serves the theme components that docs pages import as
 * `@theme/ConditionPlayground`, `@theme/TryCondition` and `@theme/WebchatSnippetBuilder`. Each
 * renders a short note on the server and loads its form only when the reader gets near it.
 */
export default function playgroundsPlugin(): Plugin {
  return {
    name: 'cognibot-playgrounds',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
  };
}
