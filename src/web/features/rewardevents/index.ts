// The reward events (special events of the games): the wet and wild page with the slot machine
// event. Other features, the routes and the root import this feature only through this file.

export { WetnwildPage } from "./WetnwildPage.tsx";
