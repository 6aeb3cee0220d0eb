// Modal boxes by id: the root's trigger loads the host when one opens. Other features, the routes
// and the root import this feature only through this file.

export { ModalTrigger } from "./ModalTrigger.tsx";
