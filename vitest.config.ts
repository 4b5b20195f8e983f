import { defineConfig } from 'vitest/config';

// Unit and integration tests run without the React Router plugin: they test server code and
// plain components. TZ=UTC so time assertions never depend on the machine.
export default defineConfig({
  test: {
    include: [
      'shared/**/*.test.ts',
      'server/**/*.test.ts',
      'app/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
