import type { TPincallResult, TPincallVerifications } from "../../../common/contracts/phone.ts";
import type { Language } from "../../../common/languages.ts";
import { rest } from "../../api/rest.ts";

/** The pin-call REST calls (docs/REST.md "Phone verification"); all need login. */
export const phoneApi = {
  verifications: () => rest<TPincallVerifications>("pinCall/verifications"),
  start: (payload: { phoneNumber: string; type: "sms" | "call"; language: Language }) =>
    rest<TPincallResult>("pinCall/startVerification", { method: "POST", payload }),
  verify: (payload: { id: number; type: "sms" | "call"; pin: string }, language: Language) =>
    rest<TPincallResult>("pinCall/verifyPin", { method: "POST", payload, language }),
};

/** The phone feature's query keys. */
export const phoneKeys = {
  all: ["phone"] as const,
  verifications: ["phone", "verifications"] as const,
};
