import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@sync': fileURLToPath(new URL('./sync', import.meta.url)),
};

// Unit and integration files spend much of their time waiting on the stack's processes, so they
// run at least two at a time (Vitest's default is one fewer than the cores: one on two cores).
// Both projects share the figure: Vitest requires it of projects in the same group.
const NODE_TEST_WORKERS = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          maxWorkers: NODE_TEST_WORKERS,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/setup/stack.ts'],
          maxWorkers: NODE_TEST_WORKERS,
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
