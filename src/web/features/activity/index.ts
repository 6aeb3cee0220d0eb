// The activity-points events: the Goldrush page (magazine). Other features, the routes and the root
// import this feature only through this file.

export { GoldrushPage } from "./GoldrushPage.tsx";
