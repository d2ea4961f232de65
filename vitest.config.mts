import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The site's tsconfig preserves JSX for Docusaurus's bundler; component tests need it compiled.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: {
      '@docusaurus/Translate': fileURLToPath(
        new URL('./tests/support/docusaurusTranslate.ts', import.meta.url),
      ),
    },
  },
  test: {
    projects: [
      // Both projects inherit the JSX and alias settings above.
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        // Checks the real build output, so it runs after `npm run build`.
        extends: true,
        test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
