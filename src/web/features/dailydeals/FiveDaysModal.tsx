import { Link } from "react-router";
import { buildPath } from "../../../common/routes/index.ts";
import { needTexts, useI18n } from "../../i18n/index.ts";
import { FiveDaysBonus } from "./FiveDaysBonus.tsx";
import "./dailydeals.css";

// The box shows the dailyDeals text pack (i18n/packs.ts): loaded with its module.
await needTexts("dailyDeals");

/** The five-days-bonus modal box (spec content §2): the guest's run of days and the way to today's offers. */
export function FiveDaysModal({ titleId, close }: { titleId: string; close: () => void }) {
  const { t, language } = useI18n();
  return (
    <div className="fivedays-modal" data-testid="five-days-modal">
      <FiveDaysBonus headingId={titleId} />
      <div className="modal-actions">
        <Link className="btn btn-primary" to={buildPath(language, "dailyDeals")} onClick={close}>
          {t.dailyDeals.fiveDays.toDeals}
        </Link>
      </div>
    </div>
  );
}
