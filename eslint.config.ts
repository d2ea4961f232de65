import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// The three rules of @docusaurus/eslint-plugin the site used, as selectors: the plugin pulls in
// @typescript-eslint/utils 5, whose peer range stops at ESLint 8, and `npm ci` warned about it.
const docusaurusConventions = [
  {
    // string-literal-i18n-messages: the translation extractor reads literal ids and messages only.
    selector:
      "CallExpression[callee.name='translate'] > ObjectExpression > Property[key.name=/^(id|message)$/]:not([value.type='Literal'])",
    message: 'translate() needs a string literal id and message, which the extractor can read.',
  },
  {
    selector:
      "JSXElement[openingElement.name.name='Translate'] > JSXExpressionContainer:not([expression.type='Literal'])",
    message: '<Translate> needs a string literal message, which the extractor can read.',
  },
  {
    // no-html-links: <Link> handles the base URL, prefetching and broken-link checks.
    selector: "JSXOpeningElement[name.name='a'] > JSXAttribute[name.name='href']",
    message: 'Use Link from @docusaurus/Link instead of <a href>.',
  },
  {
    // prefer-docusaurus-heading: @theme/Heading adds the anchor link and the id.
    selector: 'JSXOpeningElement[name.name=/^h[1-6]$/]',
    message: 'Use Heading from @theme/Heading instead of a raw heading element.',
  },
];

export default defineConfig(
  {
    ignores: [
      'build/**',
      'build-*/**',
      '.docusaurus/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...docusaurusConventions] },
  },
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    // Tool configs and bundler loaders that must be plain JavaScript, because Node loads them.
    files: ['*.cjs', '*.mjs', 'src/plugins/**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    rules: { '@typescript-eslint/no-require-imports': ['error', { allow: ['^jiti$'] }] },
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        process: 'readonly',
        __filename: 'readonly',
      },
    },
  },
);
