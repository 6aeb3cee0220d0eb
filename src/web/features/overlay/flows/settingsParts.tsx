import { useState } from "react";
import type { TPaymentState } from "../../../../common/contracts/payments.ts";
import { type Currency, formatCoins, formatMoney } from "../../../../common/money.ts";
import { formatDate } from "../../../i18n/format.ts";
import { fill, useI18n } from "../../../i18n/index.ts";
import type { OverlayFlow } from "../messages.ts";
import type { PayApi } from "../payApi.ts";
import { FlowError, FlowNotice, savedCardText, useBusy, useResource } from "./flowParts.tsx";

interface PaymentRow {
  id: string;
  purpose: string;
  productId: string | null;
  status: string;
  amount: { value: number; currency: Currency };
  coins: number;
  cardLast4: string | null;
  createdAt: string;
}

const HISTORY_ROWS = 6;

const LOCALES = { de: "de-DE", en: "en-GB", es: "es-ES", nl: "nl-NL" } as const;

/** A short date for the history table (dd.mm.yy in German, dd/mm/yy in English …). */
function shortDate(iso: string, language: keyof typeof LOCALES): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: "2-digit",
    month: "2-digit",
    year: "2-digit",
    timeZone: "UTC",
  }).format(new Date(iso));
}

/** The payment settings as rows, each opening its flow in the same overlay. */
export function PaymentLinks({ api, switchTo }: { api: PayApi; switchTo(flow: OverlayFlow): void }) {
  const { t, language } = useI18n();
  const { data: state } = useResource<TPaymentState>(api, "payment/state");
  const on = (enabled: boolean) => (enabled ? t.flows.on : t.flows.off);
  const vip = state?.subscriptions.find((entry) => entry.plan !== "vxtv");
  const rows: { flow: OverlayFlow; value: string | null }[] = [
    {
      flow: "changecc",
      value: state ? (state.card ? savedCardText(t.pay.savedCard, state.card) : t.flows.cardNone) : null,
    },
    { flow: "oneclick", value: state ? on(state.oneClick.enabled) : null },
    { flow: "autorecharge", value: state ? on(state.autoRecharge.enabled) : null },
    {
      flow: "limit",
      value: state
        ? state.limit.monthlyCents === null
          ? t.flows.limitNone
          : fill(t.flows.limitPerMonth, {
              limit: formatMoney({ value: state.limit.monthlyCents, currency: "EUR" }, language),
            })
        : null,
    },
    {
      flow: "vipabo",
      value: state
        ? vip
          ? fill(vip.status === "active" ? t.flows.vipUntilRenews : t.flows.vipUntilEnds, {
              date: formatDate(vip.currentPeriodEnd, language),
            })
          : t.flows.notMember
        : null,
    },
    { flow: "avs", value: null },
    { flow: "promocode", value: null },
  ];
  return (
    <ul className="settings-links" data-testid="settings-links">
      {rows.map((row) => (
        <li key={row.flow}>
          <button type="button" className="settings-link" onClick={() => switchTo(row.flow)}>
            <span className="settings-link-title">{t.pay.titles[row.flow]}</span>
            {row.value ? <span className="settings-link-value num">{row.value}</span> : null}
            <span className="settings-link-arrow" aria-hidden="true">
              ›
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The latest payments as a small table. */
export function PaymentHistory({ api }: { api: PayApi }) {
  const { t, language } = useI18n();
  const { data, failed } = useResource<{ payments: PaymentRow[] }>(api, "payment/history");
  if (failed) return <p className="overlay-error">{t.overlay.errorGeneric}</p>;
  if (!data) return <p role="status">{t.overlay.loading}</p>;
  if (data.payments.length === 0) return <p className="muted">{t.flows.historyEmpty}</p>;
  const purposes = t.flows.purposes as Record<string, string>;
  const statuses = t.flows.paymentStatuses as Record<string, string>;
  return (
    <div className="table-scroll">
      <table className="history-table" data-testid="payment-history">
        <caption className="visually-hidden">{t.flows.history}</caption>
        <thead>
          <tr>
            <th scope="col">{t.flows.historyDate}</th>
            <th scope="col">{t.flows.historyWhat}</th>
            <th scope="col" className="num-col">
              {t.flows.historyAmount}
            </th>
            <th scope="col">{t.flows.historyStatus}</th>
          </tr>
        </thead>
        <tbody>
          {data.payments.slice(0, HISTORY_ROWS).map((row) => (
            <tr key={row.id}>
              <td className="num">{shortDate(row.createdAt, language)}</td>
              <td className="what-col">
                {purposes[row.purpose] ?? row.purpose}
                {row.coins > 0 ? (
                  <span className="muted num history-coins"> · {formatCoins(row.coins, language)}</span>
                ) : null}
              </td>
              <td className="num num-col">{formatMoney(row.amount, language)}</td>
              <td>
                <span className={`status-pill status-${row.status}`}>
                  {statuses[row.status] ?? row.status}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** GDPR export: the guest's data as a JSON file, fetched with the overlay session. */
export function DataExport({ api }: { api: PayApi }) {
  const { t } = useI18n();
  const { busy, run } = useBusy();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const download = async () => {
    setError(null);
    const result = await run(() => api.get<unknown>("guest/data/export"));
    if (!result.ok) {
      setError(t.overlay.errorGeneric);
      return;
    }
    const blob = new Blob([JSON.stringify(result.data, null, 2)], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = `velvet-data-${new Date().toISOString().slice(0, 10)}.json`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setDone(true);
  };
  return (
    <div className="overlay-form">
      <p className="overlay-note">{t.flows.exportText}</p>
      <FlowError text={error} />
      <button
        type="button"
        className="btn btn-secondary"
        disabled={busy}
        onClick={download}
        data-testid="data-export"
      >
        {t.flows.exportSubmit}
      </button>
      <FlowNotice text={done ? t.flows.exportDone : null} />
    </div>
  );
}
