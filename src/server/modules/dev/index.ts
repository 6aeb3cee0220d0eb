/**
 * The public surface of the dev module: nothing yet. Its only entry is its REST routes (dev.routes.ts),
 * which app.ts registers; another module that needs its commands or queries exports them here.
 */
export {};
