import type { ESLint } from 'eslint';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';

// @docusaurus/eslint-plugin is typed against ESLint 8's rule context; its rules only call
// context.report, which ESLint 10 still provides.
const docusaurusPlugin = docusaurus as unknown as ESLint.Plugin;

export default defineConfig(
  {
    ignores: [
      'build/**',
      'build-*/**',
      '.docusaurus/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'babel.config.js',
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
    plugins: { '@docusaurus': docusaurusPlugin },
    rules: {
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
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
