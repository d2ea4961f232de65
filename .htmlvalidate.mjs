// html-validate over every page of build/ (`npm run test:html`). The recommended rules apply, minus
// those that only flag what the HTML minifier or Docusaurus and its code highlighter write.
export default {
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    {
      // Docusaurus's code blocks put each highlighted line in a <div> inside <code>.
      code: { permittedContent: ['@phrasing', 'div'] },
    },
  ],
  rules: {
    // The minifier (html-minifier-terser, docusaurus.config.ts) keeps React's markup: boolean and
    // empty attributes written as hidden="" and void elements with a slash; it writes the doctype
    // in lower case.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    'void-style': 'off',
    'doctype-style': 'off',
    // ...and leaves an unambiguous "&" unescaped, which HTML allows (relaxed still flags ambiguous ones).
    'no-raw-characters': ['error', { relaxed: true }],
    // Docusaurus's own ids (__docusaurus, __blog-post-container), React's useId ids (_R_…) and the
    // blog archive's year anchors are valid HTML ids; relaxed still flags empty ids and white space.
    'valid-id': ['error', { relaxed: true }],
    // Prism colours each code token inline, and Docusaurus the announcement bar.
    'no-inline-style': 'off',
    // Prism gives a token the same class twice ("token variable variable").
    'no-dup-class': 'off',
    'prefer-native-element': [
      'error',
      {
        exclude: [
          // Docusaurus: navbar dropdown and sidebar category links are <a role="button">, the skip
          // link's target a <div role="region">, the announcement bar a <div role="banner">.
          'button',
          'region',
          'banner',
          // Our search box is the WAI-ARIA combobox pattern: its options are links to the results,
          // which a native <select> cannot hold.
          'listbox',
        ],
      },
    ],
  },
};
