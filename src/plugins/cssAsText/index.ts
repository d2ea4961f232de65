import type { Plugin } from '@docusaurus/types';

// `import css from 'x.css?text'` gives a stylesheet as a string, for styles a chunk loaded on
// demand adds itself. Docusaurus puts every imported stylesheet into the one stylesheet each page
// loads, and a separate CSS chunk would add the bundler's CSS loader to every page's runtime: the
// zoom library's styles, needed only once a reader zooms a diagram, cost every page 0.4 KB.
const textQuery = /(?:^|&|\?)text(?:&|$)/;

interface CssRule {
  test?: unknown;
  resourceQuery?: unknown;
}

export default function cssAsTextPlugin(): Plugin {
  return {
    name: 'cognibot-css-as-text',
    configureWebpack: (config) => {
      // Docusaurus's own CSS rule must leave these imports alone (a plugin may adjust the config
      // it is given, as the Docusaurus docs allow).
      for (const rule of (config.module?.rules ?? []) as CssRule[]) {
        if (rule.test instanceof RegExp && rule.test.test('x.css')) {
          rule.resourceQuery = { not: [textQuery] };
        }
      }
      return {
        module: { rules: [{ test: /\.css$/i, resourceQuery: textQuery, type: 'asset/source' }] },
      };
    },
  };
}
