import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TPincallVerification, TPincallVerifications } from "../../../common/contracts/phone.ts";
import type { Language } from "../../../common/languages.ts";
import { STALE } from "../../api/query.ts";
import { accountKeys } from "../account/index.ts";
import { favoriteKeys } from "../favorites/index.ts";
import { phoneApi, phoneKeys } from "./api.ts";

/** The guest's verified numbers and open verifications (and whether SMS alerts can be on). */
export function usePhoneVerifications(enabled = true) {
  return useQuery({
    queryKey: phoneKeys.verifications,
    queryFn: phoneApi.verifications,
    staleTime: STALE.NONE,
    enabled,
  });
}

/** Starts a verification: the PIN goes out by SMS or call. */
export function useStartVerification() {
  return useMutation({ mutationFn: phoneApi.start });
}

/** Verifies a PIN; a verified number refreshes the lists that depend on it (SMS toggles, profile). */
export function useVerifyPin(language: Language) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; type: "sms" | "call"; pin: string }) =>
      phoneApi.verify(input, language),
    onSuccess: ({ verification }) => {
      client.setQueryData<TPincallVerifications>(phoneKeys.verifications, (old) => merge(old, verification));
      void client.invalidateQueries({ queryKey: phoneKeys.all });
      void client.invalidateQueries({ queryKey: accountKeys.profile });
      void client.invalidateQueries({ queryKey: favoriteKeys.actorLists });
    },
  });
}

function merge(
  old: TPincallVerifications | undefined,
  verification: TPincallVerification,
): TPincallVerifications {
  const rest = (old?.verifications ?? []).filter((item) => item.id !== verification.id);
  return {
    verifications: [verification, ...rest],
    hasVerifiedMobile: (old?.hasVerifiedMobile ?? false) || (verification.verified && verification.isMobile),
  };
}
