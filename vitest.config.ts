import { defineConfig } from "vitest/config";

const pg = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The route sweeps call every route of the platform with every kind of bad input or foreign id:
 * they test the HTTP layer's answers, not the database's, and take minutes each. They run once, on
 * PostgreSQL when it is there (CI), else on PGlite (a newcomer's `npm test`), not on both.
 */
const SWEEPS = [
  "src/server/modules/system/badInput.api.test.ts",
  "src/server/modules/system/idor.api.test.ts",
];

/**
 * Projects: unit (rules and common), api (real HTTP stack against a fresh database per file:
 * PGlite always, PostgreSQL as well when TEST_DATABASE_URL is set) and e2e (Chromium against the built app).
 */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        // Every project takes the root's timeouts (a project does not inherit them otherwise).
        extends: true as const,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
          exclude: ["src/**/*.api.test.ts", "src/**/*.pg.test.ts", "node_modules/**"],
        },
      },
      {
        extends: true as const,
        test: {
          name: "api:pglite",
          include: ["src/**/*.api.test.ts"],
          exclude: pg ? SWEEPS : [],
          env: { VELVET_TEST_DB: "pglite" },
          globalSetup: ["src/server/test/globalSetup.ts"],
        },
      },
      ...(pg
        ? [
            {
              extends: true as const,
              test: {
                name: "api:postgres",
                include: ["src/**/*.api.test.ts", "src/**/*.pg.test.ts"],
                env: { VELVET_TEST_DB: "postgres" },
                globalSetup: ["src/server/test/globalSetup.ts"],
              },
            },
          ]
        : []),
      {
        extends: true as const,
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.test.ts"],
          globalSetup: ["e2e/globalSetup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          // Pages, iframes on the second origin and sockets take longer than expect.poll's 1 s
          // default on a loaded 2-core machine; a real failure still fails, after 10 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
