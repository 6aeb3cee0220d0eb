// The shell: navbar, account area, menus, footer. Other features, the routes and the root import
// this feature only through this file.

export { Footer } from "./Footer.tsx";
export { Navbar } from "./Navbar.tsx";
