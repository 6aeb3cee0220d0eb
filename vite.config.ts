import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  publicDir: "src/web/public",
  // The manifest names each language's texts chunk, which pages preload (i18n/assets.server.ts).
  build: { target: "es2022", assetsInlineLimit: 2048, manifest: true },
  server: { port: 5173 },
});
