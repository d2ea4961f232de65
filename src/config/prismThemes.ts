import type { PrismTheme } from 'prism-react-renderer';

// Code themes of our own: the bundled ones (github, dracula, ...) colour several token types below
// the 4.5:1 contrast WCAG AA asks for. Colours follow GitHub's Primer palette; every token colour is
// checked against its background by tests/unit/prismThemes.test.ts.

export const lightCodeTheme: PrismTheme = {
  plain: { color: '#1f2328', backgroundColor: '#f6f8fa' },
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: { color: '#57606a', fontStyle: 'italic' },
    },
    { types: ['punctuation', 'operator'], style: { color: '#1f2328' } },
    { types: ['string', 'char', 'attr-value', 'template-string'], style: { color: '#0a3069' } },
    {
      types: [
        'number',
        'boolean',
        'constant',
        'variable',
        'property',
        'symbol',
        'regex',
        'url',
        'entity',
      ],
      style: { color: '#0550ae' },
    },
    { types: ['keyword', 'atrule', 'selector', 'tag', 'important'], style: { color: '#cf222e' } },
    {
      types: ['function', 'function-variable', 'class-name', 'method'],
      style: { color: '#8250df' },
    },
    { types: ['attr-name', 'builtin', 'parameter', 'key'], style: { color: '#953800' } },
    { types: ['inserted'], style: { color: '#116329' } },
    { types: ['deleted'], style: { color: '#82071e' } },
    { types: ['namespace'], style: { color: '#57606a' } },
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: { color: '#e6edf3', backgroundColor: '#0d1117' },
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: { color: '#8b949e', fontStyle: 'italic' },
    },
    { types: ['punctuation', 'operator'], style: { color: '#e6edf3' } },
    { types: ['string', 'char', 'attr-value', 'template-string'], style: { color: '#a5d6ff' } },
    {
      types: [
        'number',
        'boolean',
        'constant',
        'variable',
        'property',
        'symbol',
        'regex',
        'url',
        'entity',
      ],
      style: { color: '#79c0ff' },
    },
    { types: ['keyword', 'atrule', 'selector', 'tag', 'important'], style: { color: '#ff7b72' } },
    {
      types: ['function', 'function-variable', 'class-name', 'method'],
      style: { color: '#d2a8ff' },
    },
    { types: ['attr-name', 'builtin', 'parameter', 'key'], style: { color: '#ffa657' } },
    { types: ['inserted'], style: { color: '#7ee787' } },
    { types: ['deleted'], style: { color: '#ffa198' } },
    { types: ['namespace'], style: { color: '#8b949e' } },
  ],
};
