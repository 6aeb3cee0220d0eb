import type { ComponentType } from "react";
import type { OverlayFlow } from "../messages.ts";
import { AutoRechargeFlow } from "./AutoRechargeFlow.tsx";
import { AvsFlow } from "./AvsFlow.tsx";
import { ChangeCardFlow } from "./ChangeCardFlow.tsx";
import { CompensationFlow } from "./CompensationFlow.tsx";
import { LimitFlow } from "./LimitFlow.tsx";
import { MoneyChargeFlow } from "./MoneyChargeFlow.tsx";
import { OneClickFlow } from "./OneClickFlow.tsx";
import { PromoCodeFlow } from "./PromoCodeFlow.tsx";
import { SettingsFlow } from "./SettingsFlow.tsx";
import { SubscriptionFlow } from "./SubscriptionFlow.tsx";
import type { FlowProps } from "./types.ts";

/** The view of each flow that needs a logged-in guest (sign-in flows and unavailable ones aside). */
export const FLOW_VIEWS: Partial<Record<OverlayFlow, ComponentType<FlowProps>>> = {
  moneycharge: MoneyChargeFlow,
  oneclick: OneClickFlow,
  autorecharge: AutoRechargeFlow,
  limit: LimitFlow,
  vipabo: SubscriptionFlow,
  trialvipabo: SubscriptionFlow,
  vxtvabo: SubscriptionFlow,
  changecc: ChangeCardFlow,
  avs: AvsFlow,
  promocode: PromoCodeFlow,
  opcompensation: CompensationFlow,
  settings: SettingsFlow,
};
