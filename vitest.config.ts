import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@sync': fileURLToPath(new URL('./sync', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // Two files at once (Vitest's default is one fewer than the cores, one here): unit and
        // integration files spend much of their time waiting on the stack's processes.
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', maxWorkers: 2 },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/setup/stack.ts'],
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          // Browser tests run after the others, not beside them: on two cores the parallel load
          // made their timing flaky.
          sequence: { groupOrder: 1 },
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/stack.ts', 'tests/setup/e2e-app.ts'],
          setupFiles: ['tests/setup/page-errors.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
