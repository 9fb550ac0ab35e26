import { defineConfig } from 'vitest/config';

/** Scout in real Firefox (tests/firefox/), run by `npm run e2e:firefox` after the Firefox demo build. */
export default defineConfig({
  // The workspace package brave-search-emulator resolves to its sources through tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/firefox/**/*.test.ts'],
    environment: 'node',
    // One Firefox at a time: each test file launches its own.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
