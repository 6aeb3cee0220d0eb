import { useMutation } from "@tanstack/react-query";
import type { TPartnerApplication } from "../../../common/contracts/partners.ts";
import type { Language } from "../../../common/languages.ts";
import { rest } from "../../api/rest.ts";

/** Sends an application from the model recruitment or the affiliate page (docs/REST.md "Partner applications"). */
export function useApply(language: Language) {
  return useMutation({
    mutationFn: (payload: TPartnerApplication) =>
      rest<{ success: true; kind: string; received: string }>("partners/apply", {
        method: "POST",
        payload,
        language,
      }),
  });
}
