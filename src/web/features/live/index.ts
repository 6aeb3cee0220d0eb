// Texts every live screen shares: the chat offers' names and prices, the exit codes' messages.
// Other features, the routes and the root import this feature only through this file.

export { type ExitCodeTexts, loadExitCodeTexts } from "./exitTexts/index.ts";
export { offerTexts } from "./offerTexts.ts";
