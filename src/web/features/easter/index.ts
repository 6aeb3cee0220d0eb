// The easter event: the magazine page and the hidden egg of the layout. Other features, the routes
// and the root import this feature only through this file.

export { EasterEggSpot } from "./EasterEggSpot.tsx";
export { EasterPage } from "./EasterPage.tsx";
