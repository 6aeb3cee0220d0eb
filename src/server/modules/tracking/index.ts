/**
 * The public surface of the tracking module: nothing yet. Its only entry is its REST routes (tracking.routes.ts),
 * which app.ts registers; another module that needs its commands or queries exports them here.
 */
export {};
