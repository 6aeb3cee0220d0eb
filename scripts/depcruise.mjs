// Runs dependency-cruiser (`npm run lint`) with the rules of .dependency-cruiser.cjs.
// dependency-cruiser 17 reads TypeScript through the typescript package's JavaScript API, which
// TypeScript 7 no longer has, or through swc (the config's parser), whose parse options it keeps
// fixed without JSX. This entry turns on TSX for .tsx files, then runs the CLI with this
// process's arguments, so every .ts and .tsx file is read with its type-only imports.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const swc = require("@swc/core");
const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (file, options) =>
  parseFileSync(file, String(file).endsWith(".tsx") ? { ...options, tsx: true } : options);

await import(new URL("../node_modules/dependency-cruiser/bin/dependency-cruise.mjs", import.meta.url).href);
