import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * With `cssCodeSplit: false` Vite writes the app's stylesheet entry by entry, in the order of the
 * bundle (file names, alphabetically): the browser entry (named `_entry.client-*` to sort first)
 * carries the site-wide rules (globalStyles.ts), so they open the file and every feature's rules
 * override them as before. Fails the build if another entry would come first.
 */
function globalStylesFirst(): Plugin {
  return {
    name: "velvet:global-styles-first",
    apply: "build",
    generateBundle: {
      order: "pre",
      handler(_options, bundle) {
        if (this.environment.name !== "client") return;
        const first = Object.values(bundle).find((chunk) => chunk.type === "chunk" && chunk.isEntry);
        if (first?.type !== "chunk" || first.name !== "entry.client")
          this.error(
            `the stylesheet would not start with the site-wide rules: first entry is ${first?.fileName}`,
          );
      },
    },
  };
}

/** A feature's public surface (docs/ARCHITECTURE.md "Dependency rules"). */
const FEATURE_INDEX = /\/src\/web\/features\/[^/]+\/index\.ts$/;

/**
 * A feature's index.ts only re-exports (scripts/module-cycles.mjs checks it), so it is marked free
 * of side effects: a chunk that imports one name through it gets that name's module, not the
 * feature's other modules with their styles, stores and lazy() wrappers (the shell imports layout's
 * and overlay's index without the pages behind them). Without the mark the bundler keeps the side
 * effects of every module an index names.
 */
function featureIndexesWithoutSideEffects(): Plugin {
  return {
    name: "velvet:feature-indexes",
    transform(code, id) {
      return FEATURE_INDEX.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

/**
 * Modules every page loads with the shell, put in the "query" chunk with TanStack Query: on their
 * own the bundler made each a file of a few hundred bytes (worse gzip, one more request), because
 * lazy chunks import them too. The page socket's events, the query client, money formatting (the
 * navbar balance), the spec's constants, the client stores (menus, navbar, consent, overlay), the
 * REST client, the icons, the navbar's account links, balance, pins and messages, the overlay's
 * messages and post-login actions, tracking, the main content's focus, react-dom's small half. e2e/jsBudget.e2e.test.ts
 * fails when a chunk under 1 KiB is loaded by every page: its module belongs here.
 */
const SHELL_MODULES = [
  "/src/web/features/realtime/events.ts",
  "/src/web/api/query.ts",
  "/src/common/money.ts",
  "/src/common/constants.ts",
  "/src/web/state/store.ts",
  "/src/web/features/consent/consentStore.ts",
  "/src/web/features/overlay/overlayStore.ts",
  "/src/web/ui/lazyView.tsx",
  "/src/web/api/rest.ts",
  "/src/web/ui/Icon.tsx",
  "/src/common/safeRedirect.ts",
  "/src/web/features/realtime/exitGate.ts",
  "/src/web/features/behaviour/track.ts",
  "/src/web/features/account/accountLinks.ts",
  "/src/web/features/account/balance.ts",
  "/src/web/features/overlay/postLogin.ts",
  "/src/web/features/overlay/messages.ts",
  "/src/web/features/favorites/pinned.ts",
  "/src/web/features/messenger/queries.ts",
  "/src/web/features/messenger/socketUpdates.ts",
  "/src/web/features/messenger/parts.tsx",
  "/src/web/ui/mainContent.ts",
  "/node_modules/react-dom/index.js",
  "/node_modules/react-dom/cjs/react-dom.production.js",
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), globalStylesFirst(), featureIndexesWithoutSideEffects()],
  publicDir: "src/web/public",
  // The manifest names each language's texts chunk, which pages preload (i18n/assets.server.ts).
  build: {
    target: "es2022",
    assetsInlineLimit: 2048,
    manifest: true,
    // One stylesheet for the whole app (about 20 KiB compressed) instead of 6 to 9 per page: a
    // single request ahead of the page's scripts, so the first paint does not wait for them
    // (Lighthouse, issue 13). Its order: globalStylesFirst() above.
    cssCodeSplit: false,
    // TanStack Query in one chunk with the page's socket events: every page loads both with the
    // shell, and lazy chunks that use only some of them made the bundler split them into several
    // small files (which gzip worse: +1 KiB on every page).
    ...(isSsrBuild
      ? {}
      : {
          rollupOptions: {
            output: {
              entryFileNames: (chunk: { name: string }) =>
                chunk.name === "entry.client" ? "assets/_entry.client-[hash].js" : "assets/[name]-[hash].js",
              manualChunks: (id: string) =>
                id.includes("/node_modules/@tanstack/") || SHELL_MODULES.some((file) => id.endsWith(file))
                  ? "query"
                  : undefined,
            },
          },
        }),
  },
  server: { port: 5173 },
  // The server build carries its libraries (React, React Router, TanStack Query) in their
  // production builds, whatever NODE_ENV the server runs with: `npm start` (NODE_ENV unset) and the
  // tests (NODE_ENV=test) rendered with React's development build, about twice the CPU per page
  // (docs/decisions.md "Server rendering in production mode").
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { "process.env.NODE_ENV": JSON.stringify("production") } }
    : {}),
}));
