import { useMutation, useQuery } from "@tanstack/react-query";
import type { TContentReportInput, TContentReportReceipt } from "../../../common/contracts/reports.ts";
import type { Language } from "../../../common/languages.ts";
import { STALE } from "../../api/query.ts";
import { rest } from "../../api/rest.ts";

/** The content report calls (docs/REST.md "Content reports"); no login needed. */
export const reportsApi = {
  send: (payload: TContentReportInput, language: Language) =>
    rest<TContentReportReceipt>("reports/content", { method: "POST", payload, language }),
  receipt: (reference: string) =>
    rest<TContentReportReceipt>(`reports/content/${encodeURIComponent(reference)}`),
};

export const reportKeys = {
  receipt: (reference: string) => ["reports", "receipt", reference] as const,
};

/** Sends a report; the answer is its receipt. */
export function useSendReport(language: Language) {
  return useMutation({ mutationFn: (input: TContentReportInput) => reportsApi.send(input, language) });
}

/** A report's state by its receipt number (none asked: nothing read). */
export function useReportReceipt(reference: string | null) {
  return useQuery({
    queryKey: reportKeys.receipt(reference ?? ""),
    queryFn: () => reportsApi.receipt(reference ?? ""),
    enabled: reference !== null,
    staleTime: STALE.NONE,
    retry: false,
  });
}
