import { defineConfig } from 'vitest/config'

/**
 * Four suites, one runner. The unit suite (pure rules: pricing, normalization, part matching on a
 * small SQLite file) needs no build and runs first. The others run after `npm run build` (npm test
 * does it): the contract and worker suites use the built vike server pages; the worker suite runs
 * dist/worker in miniflare; the browser suite drives Debian's Chromium against the built Node server.
 */
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/bom/**/*.test.ts'], testTimeout: 30_000 },
      },
      // A file's beforeAll opens a fresh database and sets up what its calls read (a user, an order,
      // a BOM, an RFQ): seconds on a quiet machine, over vitest's default 10 s when the cores are shared.
      {
        extends: true,
        test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: 'worker', include: ['tests/worker/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // What a page shows after a click can wait for a server answer: over vitest's default
          // second when the cores are shared (seen in full runs beside other work; each passed
          // alone). A poll that is met returns at once, so a quiet run is no slower.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
})
