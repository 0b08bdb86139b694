import { defineConfig } from 'vitest/config';

const shared = {
  environment: 'node' as const,
  setupFiles: ['tests/setup.ts'],
  env: { APP_MODE: 'test' },
  testTimeout: 20_000,
};

// kept apart from vite.config.ts: no PWA or router plugins in unit tests
export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    pool: 'forks',
    // both cores: vitest's default leaves one free (one fork on a 2-core machine)
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { ...shared, name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/components/**/*.test.tsx'] },
      },
      {
        extends: true,
        // each server test builds its own app on its own in-memory database (tests/server/harness.ts) and
        // mocks no module, so the files share one module graph: re-importing the server for every file
        // was most of the suite's time (README, "Scripts")
        test: { ...shared, name: 'server', include: ['tests/server/**/*.test.ts'], isolate: false },
      },
    ],
  },
});
