/**
 * The public surface of the library module: nothing yet. Its only entry is its REST routes (library.routes.ts),
 * which app.ts registers; another module that needs its commands or queries exports them here.
 */
export {};
