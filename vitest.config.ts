import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import preact from '@preact/preset-vite';

export default defineConfig({
  // WxtVitest gives the @/ aliases and swaps wxt/browser for the fake browser; it does not apply
  // wxt.config.ts's vite plugins, so Preact's is added again here.
  plugins: [WxtVitest(), preact()],
  // The workspace package brave-search-emulator resolves to its sources through tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/emulator/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['tests/setup/i18n.ts'],
    restoreMocks: true,
    // A limit against hangs, not a speed target (those are `npm run bench`'s): property and fuzz tests that take 1 s on
    // a quiet machine took over 5 s (vitest's default) on a 2-core machine running several suites at once.
    testTimeout: 30_000,
  },
});
