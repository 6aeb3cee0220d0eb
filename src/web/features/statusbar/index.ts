// The status bar below the navbar. Other features, the routes and the root import this feature only
// through this file.

export { StatusBar } from "./StatusBar.tsx";
