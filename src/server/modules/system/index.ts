/**
 * The public surface of the system module: nothing yet. Its only entry is its REST routes (system.routes.ts),
 * which app.ts registers; another module that needs its commands or queries exports them here.
 */
export {};
