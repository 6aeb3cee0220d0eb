// The payment and login overlay: opening a flow, the frame host, the actions saved for after a
// login, the overlay page's flows. Other features, the routes and the root import this feature only
// through this file.

export { AuthFlowView } from "./flows/AuthFlow.tsx";
export { FLOW_VIEWS } from "./flows/index.ts";
export { benefitText, conditionText } from "./flows/PromoCodeFlow.tsx";
export {
  isAuthFlow,
  isOverlayFlow,
  type OverlayFlow,
  type OverlayMessage,
  parseSiteMessage,
  UNAVAILABLE_FLOWS,
} from "./messages.ts";
export { OverlayHost } from "./OverlayHost.tsx";
export { getOverlayState, openOverlay, setOfferAccepted, useOfferAccepted } from "./overlayStore.ts";
export { payApi } from "./payApi.ts";
export { type FeedPostAction, loginThen, takePostLoginAction } from "./postLogin.ts";
