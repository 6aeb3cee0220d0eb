import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { OverlayFlow } from "../messages.ts";
import type { FlowProps } from "./types.ts";

type FlowView = LazyExoticComponent<ComponentType<FlowProps>>;

/** A flow's view as a chunk of its own: the overlay page loads only the flow it shows (issue 13). */
const view = (load: () => Promise<ComponentType<FlowProps>>): FlowView =>
  lazy(() => load().then((component) => ({ default: component })));

const subscription = view(() => import("./SubscriptionFlow.tsx").then((m) => m.SubscriptionFlow));

/** The view of each flow that needs a logged-in guest (sign-in flows and unavailable ones aside). */
export const FLOW_VIEWS: Partial<Record<OverlayFlow, FlowView>> = {
  moneycharge: view(() => import("./MoneyChargeFlow.tsx").then((m) => m.MoneyChargeFlow)),
  oneclick: view(() => import("./OneClickFlow.tsx").then((m) => m.OneClickFlow)),
  autorecharge: view(() => import("./AutoRechargeFlow.tsx").then((m) => m.AutoRechargeFlow)),
  limit: view(() => import("./LimitFlow.tsx").then((m) => m.LimitFlow)),
  vipabo: subscription,
  trialvipabo: subscription,
  vxtvabo: subscription,
  changecc: view(() => import("./ChangeCardFlow.tsx").then((m) => m.ChangeCardFlow)),
  avs: view(() => import("./AvsFlow.tsx").then((m) => m.AvsFlow)),
  promocode: view(() => import("./PromoCodeFlow.tsx").then((m) => m.PromoCodeFlow)),
  opcompensation: view(() => import("./CompensationFlow.tsx").then((m) => m.CompensationFlow)),
  settings: view(() => import("./SettingsFlow.tsx").then((m) => m.SettingsFlow)),
};
