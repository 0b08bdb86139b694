import { defineConfig } from 'vitest/config';

// kept apart from vite.config.ts: no PWA or router plugins in unit tests
export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/components/**/*.test.tsx', 'tests/server/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    pool: 'forks',
    // both cores: vitest's default leaves one free (one fork on a 2-core machine)
    maxWorkers: 2,
    env: { APP_MODE: 'test' },
    testTimeout: 20_000,
  },
});
