import { Link } from "react-router";
import { formatCoinsWithEuro, formatNumber } from "../../../common/money.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { fill, needTexts, useI18n } from "../../i18n/index.ts";
import { openOverlay } from "../overlay/index.ts";
import { useVipClub } from "./queries.ts";
import { useClubGuest } from "./VipClubPage.tsx";

// This page shows the vipClub text pack (i18n/packs.ts): loaded with its module.
await needTexts("vipClub");

/**
 * The vip30 modal box (spec content §2): this month's VIP30 offers, their value, the VIP30 value
 * history by month, and the way in: the vipabo flow for a guest, the VIP videos for a member.
 */
export function Vip30Modal({ titleId, close }: { titleId: string; close: () => void }) {
  const { t, language } = useI18n();
  const texts = t.vipClub;
  const { guest, version } = useClubGuest();
  const club = useVipClub(guest?.id ?? null, version).data;
  const gives = club?.gives;
  const member = club?.member?.isVip === true;
  const join = () => {
    close();
    openOverlay(guest ? "vipabo" : "login");
  };
  return (
    <div className="vip30-modal" data-testid="vip30-modal">
      <h2 id={titleId}>{texts.vip30Title}</h2>
      {gives ? (
        <>
          <p data-testid="vip30-value">
            {fill(texts.vip30Text, {
              videos: formatNumber(gives.vip30Videos, language),
              coins: formatCoinsWithEuro(gives.vip30ValueCoins, language),
            })}
          </p>
          {gives.vip30History.length > 0 ? (
            <>
              <h3>{texts.vip30HistoryTitle}</h3>
              <ul className="vip30-history">
                {gives.vip30History.map((entry) => (
                  <li key={entry.month}>
                    <span className="num">{entry.month}</span>{" "}
                    {fill(texts.vip30Month, {
                      videos: formatNumber(entry.videos, language),
                      coins: formatCoinsWithEuro(entry.valueCoins, language),
                    })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : (
        <p role="status">{texts.loading}</p>
      )}
      {member ? <p>{texts.vip30Member}</p> : null}
      <div className="modal-actions">
        {member ? (
          <Link className="btn btn-primary" to={buildPath(language, "videosVip")} onClick={close}>
            {texts.vip30Videos}
          </Link>
        ) : (
          <button type="button" className="btn btn-primary" onClick={join} data-testid="vip30-join">
            {texts.join}
          </button>
        )}
        <Link className="btn btn-secondary" to={buildPath(language, "vipClub")} onClick={close}>
          {texts.vip30More}
        </Link>
      </div>
    </div>
  );
}
