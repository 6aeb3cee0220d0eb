import { Link } from "react-router";
import { buildPath } from "../../../common/routes/index.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Section } from "../../ui/Section.tsx";
import { useDealsGuest } from "./guest.ts";
import { useOfferTitle } from "./OfferCard.tsx";
import { useDailyDay } from "./queries.ts";
import "./dailydeals.css";

/** The start page's Dailybonus block (spec core §2 timeline): today's offers, leading to the daily deals. */
export function DailyBonusBlock() {
  const { t, language } = useI18n();
  const { key } = useDealsGuest();
  const today = useDailyDay("today", language, key).data;
  const titleOf = useOfferTitle();
  if (!today || today.offers.length === 0) return null;
  const to = buildPath(language, "dailyDeals");
  return (
    <Section id="dailybonus" title={t.dailyDeals.block} more={{ to, label: t.dailyDeals.blockMore }}>
      <ul className="dailydeals-strip">
        {today.offers.map((offer) => (
          <li key={offer.offerId} className="dailydeals-strip-item">
            <Link to={to}>
              <span className="dailydeals-strip-picture">
                {offer.content?.image ? (
                  <img src={offer.content.image.src} alt="" loading="lazy" />
                ) : (
                  <span aria-hidden="true">★</span>
                )}
              </span>
              <span className="dailydeals-strip-title">{titleOf(offer)}</span>
              <span className="dailydeals-strip-effect">
                {fill(t.dailyDeals.effects[offer.offer], { value: offer.effect.value })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
