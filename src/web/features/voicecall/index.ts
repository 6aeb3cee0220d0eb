// Voice calls: the call screen (a lazy chunk). Other features, the routes and the root import this
// feature only through this file.

export { VoiceCallDialog } from "./lazy.ts";
