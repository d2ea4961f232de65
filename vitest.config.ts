import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        // Checks the real build output, so it runs after `npm run build`.
        test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
