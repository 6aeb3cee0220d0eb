/**
 * The public surface of the operator module: nothing yet. Its only entry is its REST routes (operator.routes.ts),
 * which app.ts registers; another module that needs its commands or queries exports them here.
 */
export {};
