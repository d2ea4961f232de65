import type { PrismTheme } from 'prism-react-renderer';

// Code themes of our own: the bundled ones (github, dracula, ...) colour several token types below
// the 4.5:1 contrast WCAG AA asks for. Colours follow GitHub's Primer palette; every token colour is
// checked against its background by tests/unit/prismThemes.test.ts.

interface CodePalette {
  background: string;
  text: string;
  comment: string;
  string: string;
  constant: string;
  keyword: string;
  function: string;
  attribute: string;
  inserted: string;
  deleted: string;
}

function codeTheme(palette: CodePalette): PrismTheme {
  return {
    plain: { color: palette.text, backgroundColor: palette.background },
    styles: [
      {
        types: ['comment', 'prolog', 'doctype', 'cdata'],
        style: { color: palette.comment, fontStyle: 'italic' },
      },
      { types: ['punctuation', 'operator'], style: { color: palette.text } },
      {
        types: ['string', 'char', 'attr-value', 'template-string'],
        style: { color: palette.string },
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
        style: { color: palette.constant },
      },
      {
        types: ['keyword', 'atrule', 'selector', 'tag', 'important'],
        style: { color: palette.keyword },
      },
      {
        types: ['function', 'function-variable', 'class-name', 'method'],
        style: { color: palette.function },
      },
      { types: ['attr-name', 'builtin', 'parameter', 'key'], style: { color: palette.attribute } },
      { types: ['inserted'], style: { color: palette.inserted } },
      { types: ['deleted'], style: { color: palette.deleted } },
      { types: ['namespace'], style: { color: palette.comment } },
    ],
  };
}

export const lightCodeTheme = codeTheme({
  background: '#f6f8fa',
  text: '#1f2328',
  comment: '#57606a',
  string: '#0a3069',
  constant: '#0550ae',
  keyword: '#cf222e',
  function: '#8250df',
  attribute: '#953800',
  inserted: '#116329',
  deleted: '#82071e',
});

export const darkCodeTheme = codeTheme({
  background: '#0d1117',
  text: '#e6edf3',
  comment: '#8b949e',
  string: '#a5d6ff',
  constant: '#79c0ff',
  keyword: '#ff7b72',
  function: '#d2a8ff',
  attribute: '#ffa657',
  inserted: '#7ee787',
  deleted: '#ffa198',
});
