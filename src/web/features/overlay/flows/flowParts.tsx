import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { TCard, TSavedCard } from "../../../../common/contracts/payments.ts";
import { DROP_WHEN_UNUSED, STALE } from "../../../api/query.ts";
import { ApiError } from "../../../api/rest.ts";
import { fill, useI18n } from "../../../i18n/index.ts";
import { type ApiResult, type PayApi, payKeys } from "../payApi.ts";
import { parseExpiry } from "./PayWith.tsx";

/** An error line announced to screen readers (role alert). */
export function FlowError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="overlay-error" role="alert" data-testid="flow-error">
      {text}
    </p>
  );
}

/** A success line announced politely (role status). */
export function FlowNotice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="flow-notice" role="status" data-testid="flow-notice">
      {text}
    </p>
  );
}

/** The loading and failed states every flow shows before its data is there. */
export function FlowLoading({ failed }: { failed: boolean }) {
  const { t } = useI18n();
  return failed ? (
    <p className="overlay-error" role="alert">
      {t.overlay.errorGeneric}
    </p>
  ) : (
    <p role="status">{t.overlay.loading}</p>
  );
}

/** A labelled value in a definition list (limits, subscription state, age check). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flow-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** "VISA •••• 4242 (expires 12/30)". */
export function savedCardText(template: string, card: TSavedCard): string {
  return fill(template, {
    brand: card.brand.toUpperCase(),
    last4: card.last4,
    expiry: `${String(card.expMonth).padStart(2, "0")}/${String(card.expYear).slice(-2)}`,
  });
}

/** Reads the fields of a form rendered with <CardFields>; null when the expiry is malformed. */
export function readCardFields(form: FormData): TCard | null {
  const field = (name: string) => String(form.get(name) ?? "");
  const expiry = parseExpiry(field("cardExpiry"));
  if (!expiry) return null;
  return {
    number: field("cardNumber"),
    cvc: field("cardCvc").trim(),
    holder: field("cardHolder"),
    ...expiry,
  };
}

/**
 * One GET resource of a flow in the query cache, read whenever a flow shows it (dropped when no
 * flow does); `setData` puts a changed answer in its place, `reload` reads it again (after a change).
 */
export function useResource<T>(api: PayApi, path: string) {
  const client = useQueryClient();
  const queryKey = payKeys.resource(api.session, path);
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const result = await api.get<T>(path);
      if (!result.ok) throw new ApiError(result.status, result.code, result.message, result.details);
      return result.data;
    },
    staleTime: STALE.NONE,
    gcTime: DROP_WHEN_UNUSED,
  });
  const setData = (data: T) => client.setQueryData(queryKey, data);
  const reload = async () => {
    const result = await api.get<T>(path);
    if (result.ok) setData(result.data);
    return result;
  };
  return { data: query.data ?? null, setData, failed: query.isError, reload };
}

/** Runs an async action with a busy flag, so its button can be disabled meanwhile. */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const run = async <T,>(action: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await action();
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

export type Failure = Extract<ApiResult<unknown>, { ok: false }>;
