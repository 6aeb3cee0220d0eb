// The newsletters' pages: the unsubscribe link's page and the VR porn page with the VR newsletter.
// Other features and the routes import this feature only through this file.

export { UnsubscribePage } from "./UnsubscribePage.tsx";
export { VrPornPage } from "./VrPornPage.tsx";
