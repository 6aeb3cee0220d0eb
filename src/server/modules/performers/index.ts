/** The public surface of the performers module: other modules and the transports import only this. */
export { startPerformerSimulator } from "./simulator.ts";
