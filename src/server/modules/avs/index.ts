/** The public surface of the avs module: other modules and the transports import only this. */
export { decideAgeCheck } from "./commands/decideAgeCheck.ts";
export { ageChecksOf, forgetAgeChecks } from "./queries.ts";
