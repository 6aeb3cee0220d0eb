/**
 * Dependency rules of the code base (DESIGN.md "Layout and layers", issue 11), checked by
 * `npm run lint` with no exceptions. docs/ARCHITECTURE.md ("Dependency rules") lists the rules
 * checked here and those still to come.
 * @type {import("dependency-cruiser").IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "common-is-shared",
      comment: "src/common is shared by server and web app: it imports neither of them.",
      severity: "error",
      from: { path: "^src/common/" },
      to: { path: "^src/(server|web)/" },
    },
    {
      name: "web-not-server",
      comment: "The web app never imports server code; it reaches the server through web/api.",
      severity: "error",
      from: { path: "^src/web/" },
      to: { path: "^src/server/" },
    },
    {
      name: "adapters-not-modules",
      comment: "Adapters are the world outside behind an interface: they never import modules.",
      severity: "error",
      from: { path: "^src/server/adapters/" },
      to: { path: "^src/server/modules/" },
    },
    {
      name: "modules-not-transports-or-boot",
      comment:
        "Module code never imports a transport (the GraphQL content service, the socket layer realtime/, the SSR layer) or the boot (app.ts, main.ts, eventHandlers.ts): side effects are domain events after commit (lib/outbox), and realtime/ subscribes to them.",
      severity: "error",
      from: { path: "^src/server/modules/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^src/server/(content|realtime|web)/|^src/server/(app|main|eventHandlers)\\.ts$" },
    },
    {
      name: "no-module-cycles",
      comment:
        "Modules form a tree: no import cycle, between modules or inside one (a cycle between modules is also what makes an ESM barrel fail).",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "modules-through-index",
      comment:
        "A module imports another module only through its index.ts, the other module's public surface (DESIGN.md: another module calls its exported commands and queries).",
      severity: "error",
      from: { path: "^src/server/modules/([^/]+)/" },
      to: {
        path: "^src/server/modules/[^/]+/",
        pathNot: ["^src/server/modules/$1/", "^src/server/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "transports-through-index",
      comment:
        "The transports, jobs, seed and tests outside modules reach a module through its index.ts too; the boot (app.ts) registers each module's *.routes.ts and eventHandlers.ts its handlers.",
      severity: "error",
      from: { path: "^src/server/", pathNot: "^src/server/modules/" },
      to: {
        path: "^src/server/modules/[^/]+/",
        pathNot: ["^src/server/modules/[^/]+/index\\.ts$", "\\.routes\\.ts$"],
      },
    },
    {
      name: "web-infrastructure-below-features",
      comment:
        "The web app's shared infrastructure (api/, state/, ui/, i18n/, ssr/) sits below the features: it imports no feature, no page module (routes/) and not the app's top (root.tsx, the entries, routes.ts, globalStyles.ts).",
      severity: "error",
      from: { path: "^src/web/(api|state|ui|i18n|ssr)/" },
      to: { path: "^src/web/(features|routes)/|^src/web/[^/]+$" },
    },
    {
      name: "web-features-not-pages",
      comment:
        "A feature never imports a page module (routes/) or the app's top (root.tsx, the entries, routes.ts, globalStyles.ts): pages compose features, not the other way round.",
      severity: "error",
      from: { path: "^src/web/features/" },
      to: { path: "^src/web/routes/|^src/web/[^/]+$" },
    },
    {
      name: "web-features-through-index",
      comment:
        "A feature imports another feature only through its index.ts, that feature's public surface (DESIGN.md: web features follow the server's rules). A stylesheet (.css) is not code and may be imported as it is; scripts/module-cycles.mjs counts that import as a dependency too.",
      severity: "error",
      from: { path: "^src/web/features/([^/]+)/" },
      to: {
        path: "^src/web/features/[^/]+/",
        pathNot: ["^src/web/features/$1/", "^src/web/features/[^/]+/index\\.ts$", "\\.css$"],
      },
    },
    {
      name: "web-pages-through-index",
      comment:
        "The pages (routes/), root.tsx, the entries and globalStyles.ts reach a feature through its index.ts too (stylesheets aside, as above).",
      severity: "error",
      from: { path: "^src/web/", pathNot: "^src/web/(features|api|state|ui|i18n|ssr)/" },
      to: {
        path: "^src/web/features/[^/]+/",
        pathNot: ["^src/web/features/[^/]+/index\\.ts$", "\\.css$"],
      },
    },
    {
      name: "web-no-dynamic-index",
      comment:
        "Another feature's lazy chunk opens through the lazy wrapper its index.ts exports, never by a dynamic import() of the index: that would make the whole feature one chunk.",
      severity: "error",
      from: { path: "^src/web/" },
      to: { path: "^src/web/features/[^/]+/index\\.ts$", dependencyTypes: ["dynamic-import"] },
    },
    {
      name: "fastify-at-the-edge",
      comment:
        "Fastify (and its plugins and mercurius) only in *.routes.ts, the HTTP layer (lib/http), the transports, the boot and the tests.",
      severity: "error",
      from: {
        path: "^src/",
        pathNot: [
          "\\.routes\\.ts$",
          "^src/server/lib/http/",
          "^src/server/(content|realtime|web|test)/",
          "^src/server/(app|main)\\.ts$",
          "\\.test\\.tsx?$",
        ],
      },
      to: { path: "^node_modules/(fastify|@fastify/[^/]+|mercurius)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // TypeScript 7 has no JavaScript API: swc parses the sources (type-only imports included).
    parser: "swc",
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".d.ts"],
      mainFields: ["module", "main", "types", "typings"],
    },
  },
};
