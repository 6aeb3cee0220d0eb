/**
 * The public surface of the geo module: nothing yet. Its only entry is its REST routes (geo.routes.ts),
 * which app.ts registers; another module that needs its commands or queries exports them here.
 */
export {};
