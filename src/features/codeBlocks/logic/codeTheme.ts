import type { PrismTheme } from 'prism-react-renderer';

// The code theme of our own: the bundled ones (github, dracula, ...) colour several token types
// below the 4.5:1 contrast WCAG AA asks for. Each colour is a CSS variable set per colour mode in
// src/features/codeBlocks/codeTheme.css (GitHub's Primer palette), so one theme serves both modes and the code
// block's server-rendered markup needs no second render in dark mode.

/** The colour roles of a code block; each is the variable `--cognibot-code-<role>`. */
export const codeColourRoles = [
  'background',
  'text',
  'comment',
  'string',
  'constant',
  'keyword',
  'function',
  'attribute',
  'inserted',
  'deleted',
] as const;

export type CodeColourRole = (typeof codeColourRoles)[number];

function colour(role: CodeColourRole): string {
  return `var(--cognibot-code-${role})`;
}

export const codeTheme: PrismTheme = {
  plain: { color: colour('text'), backgroundColor: colour('background') },
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: { color: colour('comment'), fontStyle: 'italic' },
    },
    { types: ['punctuation', 'operator'], style: { color: colour('text') } },
    {
      types: ['string', 'char', 'attr-value', 'template-string'],
      style: { color: colour('string') },
    },
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
      style: { color: colour('constant') },
    },
    {
      types: ['keyword', 'atrule', 'selector', 'tag', 'important'],
      style: { color: colour('keyword') },
    },
    {
      types: ['function', 'function-variable', 'class-name', 'method'],
      style: { color: colour('function') },
    },
    { types: ['attr-name', 'builtin', 'parameter', 'key'], style: { color: colour('attribute') } },
    { types: ['inserted'], style: { color: colour('inserted') } },
    { types: ['deleted'], style: { color: colour('deleted') } },
    { types: ['namespace'], style: { color: colour('comment') } },
  ],
};
