// The reward events (special events of the games): one page per event type in its own look, the
// wet and wild page with the slot machine below. Other features, the routes and the root import
// this feature only through this file.

export { RewardEventPage } from "./RewardEventPage.tsx";
