import { Link } from "react-router";
import type { TopCamType, TTopCam } from "../../../common/contracts/catalog.ts";
import { TOP_CAM_TYPES } from "../../../common/contracts/values/catalog.ts";
import { formatNumber } from "../../../common/money.ts";
import { fill, plural, useI18n } from "../../i18n/index.ts";
import { Img } from "../../ui/Img.tsx";
import "./profile.css";

/** The lists in the navigation: no "top video call" while video calls do not exist (issue 12). */
const SHOWN_TYPES = TOP_CAM_TYPES.filter((type) => type !== "topVideocall");

/** The search of a top-cams list: the default (top 100, everyone) has none. */
function searchOf(type: TopCamType, online: boolean): string {
  const params = new URLSearchParams();
  if (type !== TOP_CAM_TYPES[0]) params.set("type", type);
  if (online) params.set("online", "1");
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The list segments and the online filter, as links to `path` (they work without JavaScript). */
export function TopCamsNav({ type, online, path }: { type: TopCamType; online: boolean; path: string }) {
  const { t } = useI18n();
  return (
    <div className="top-cams-nav">
      <nav aria-label={t.profile.listsLabel}>
        <ul className="segments">
          {SHOWN_TYPES.map((item) => (
            <li key={item}>
              <Link
                to={`${path}${searchOf(item, online)}`}
                aria-current={item === type ? "page" : undefined}
                preventScrollReset
              >
                {t.profile[item]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t.profile.filterLabel}>
        <ul className="segments segments-small">
          {[false, true].map((value) => (
            <li key={String(value)}>
              <Link
                to={`${path}${searchOf(type, value)}`}
                aria-current={value === online ? "page" : undefined}
                preventScrollReset
              >
                {value ? t.profile.onlineOnly : t.profile.everyone}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** Spoken languages (ISO 639-1) by their names in the page language. */
function languageNames(codes: string[], language: string): string {
  try {
    const names = new Intl.DisplayNames([language], { type: "language" });
    return codes.map((code) => names.of(code) ?? code).join(", ");
  } catch {
    return codes.join(", ");
  }
}

/** A ranked top-cams list; the actor of the profile is highlighted. */
export function TopCamsList({ list, currentActorId }: { list: TTopCam[]; currentActorId: number }) {
  const { t, language } = useI18n();
  if (list.length === 0) return <p className="empty">{t.profile.empty}</p>;
  return (
    <ol className="top-cams-list" data-testid="top-cams-list">
      {list.map((cam) => {
        const current = cam.id === currentActorId;
        return (
          <li
            key={cam.id}
            className={`top-cam${current ? " is-current" : ""}`}
            data-testid="top-cam"
            aria-current={current ? "true" : undefined}
          >
            <span className="top-cam-rank num" title={fill(t.profile.rank, { rank: cam.rank })}>
              <span className="visually-hidden">{fill(t.profile.rank, { rank: cam.rank })}</span>
              <span aria-hidden="true">{cam.rank}</span>
            </span>
            <span className="top-cam-avatar">
              <Img image={cam.avatarPicture} alt="" ratio="3x4" sizes="64px" />
            </span>
            <div className="top-cam-main">
              <p className="top-cam-name">
                <Link to={cam.profileLink} prefetch="intent">
                  {cam.name}
                </Link>
                {cam.online ? (
                  <span className="status-online">
                    <span className="online-dot" aria-hidden="true" /> {t.actor.online}
                  </span>
                ) : null}
                {current ? <span className="badge badge-new">{t.profile.current}</span> : null}
              </p>
              <p className="top-cam-facts muted">
                <span className="num">{fill(t.actor.age, { age: cam.age })}</span>
                {cam.spokenLanguages.length > 0 ? (
                  <span>
                    {fill(t.profile.speaks, { languages: languageNames(cam.spokenLanguages, language) })}
                  </span>
                ) : null}
              </p>
            </div>
            <dl className="top-cam-stats">
              <div>
                <dt className="visually-hidden">{t.profile.favorites}</dt>
                <dd className="num">
                  {plural(t, cam.pinnedCount, t.profile.pinned, {
                    count: formatNumber(cam.pinnedCount, language),
                  })}
                </dd>
              </div>
              <div>
                <dt className="visually-hidden">{t.profile.bestChats}</dt>
                <dd className="num">
                  {cam.ratingCount !== null && cam.satisfactionRate !== null
                    ? `${fill(t.profile.satisfied, { rate: cam.satisfactionRate })} · ${plural(t, cam.ratingCount, t.profile.ratings, { count: formatNumber(cam.ratingCount, language) })}`
                    : t.profile.fewRatings}
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
