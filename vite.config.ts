import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  publicDir: "src/web/public",
  // The manifest names each language's texts chunk, which pages preload (i18n/assets.server.ts).
  build: {
    target: "es2022",
    assetsInlineLimit: 2048,
    manifest: true,
    // TanStack Query in one chunk with the page's socket events: every page loads both with the
    // shell, and lazy chunks that use only some of them made the bundler split them into several
    // small files (which gzip worse: +1 KiB on every page).
    ...(isSsrBuild
      ? {}
      : {
          rollupOptions: {
            output: {
              manualChunks: (id: string) =>
                id.includes("/node_modules/@tanstack/") || id.endsWith("/src/web/features/realtime/events.ts")
                  ? "query"
                  : undefined,
            },
          },
        }),
  },
  server: { port: 5173 },
}));
