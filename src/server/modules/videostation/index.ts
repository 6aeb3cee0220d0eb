/** The public surface of the videostation module (the operator's jumbotrons): others import only this. */
export { setJumbotron } from "./commands/setJumbotron.ts";
export { jumbotronConfig, jumbotronHomepage } from "./jumbotron.ts";
