// The games: the spin wheel page (my account). Other features, the routes and the root import this
// feature only through this file.

export { SpinWheelPage } from "./SpinWheelPage.tsx";
