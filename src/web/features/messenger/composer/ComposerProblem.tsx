import { formatCoins } from "../../../../common/money.ts";
import { fill, useI18n } from "../../../i18n/index.ts";
import type { Problem } from "./useSendMessage.ts";

/** The problem above the box: not sent (resend), a new price (confirm), blocked, or an error. */
export function ComposerProblem({
  problem,
  onResend,
  onDismiss,
}: {
  problem: Problem;
  onResend: () => void;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  if (problem.kind === "money") return null;
  const text =
    problem.kind === "network"
      ? t.messenger.notSent
      : problem.kind === "price"
        ? fill(t.messenger.priceChanged, { price: formatCoins(problem.price) })
        : problem.kind === "forbidden"
          ? t.messenger.forbidden
          : problem.kind === "spendLimit"
            ? problem.text
            : t.messenger.sendError;
  return (
    <div className="msg-problem" role="alert" data-testid={`send-problem-${problem.kind}`}>
      <span>{text}</span>
      <span className="msg-problem-actions">
        {problem.kind === "network" ? (
          <button type="button" className="btn btn-secondary btn-small" onClick={onResend}>
            {t.messenger.resend}
          </button>
        ) : null}
        {problem.kind === "price" ? (
          <button
            type="button"
            className="btn btn-primary btn-small"
            onClick={onResend}
            data-testid="confirm-price"
          >
            {fill(t.messenger.sendForNew, { price: formatCoins(problem.price) })}
          </button>
        ) : null}
        <button type="button" className="btn btn-ghost btn-small" onClick={onDismiss}>
          {problem.kind === "price" ? t.messenger.cancel : t.messenger.close}
        </button>
      </span>
    </div>
  );
}
