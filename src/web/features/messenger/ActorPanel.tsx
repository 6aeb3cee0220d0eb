import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import type { TChannel } from "../../../common/contracts/messenger.ts";
import { formatCoins } from "../../../common/money.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Icon } from "../../ui/Icon.tsx";
import { messengerApi } from "./api.ts";
import { Avatar } from "./parts.tsx";
import { messengerKeys } from "./queries.ts";

/** Details of the channel's actor beside the conversation (a drawer below 1280 px). */
export function ActorPanel({
  channel,
  open,
  onClose,
  manage,
}: {
  channel: TChannel;
  open: boolean;
  onClose: () => void;
  /** The channel's actions, shown in the panel where the header has no room for them (phones). */
  manage?: ReactNode;
}) {
  const { t, language } = useI18n();
  const actorId = channel.actorId;
  // Its online state follows actor.online/offline through the socket bridge.
  const { data: actor } = useQuery({
    queryKey: messengerKeys.actor(actorId, language),
    queryFn: () => messengerApi.actor(actorId, language),
  });

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  const online = actor?.isOnline ?? channel.isActorOnline;
  const profile =
    actor?.url ?? buildPath(language, "actorProfile", { actorName: channel.actorName.toLowerCase() });
  return (
    <aside
      className={`msg-panel${open ? " is-open" : ""}`}
      aria-label={t.messenger.details}
      data-testid="actor-panel"
    >
      <button type="button" className="icon-btn msg-panel-close" onClick={onClose}>
        <Icon name="close" label={t.messenger.closeDetails} />
      </button>
      <div className="msg-panel-photo">
        <Avatar url={actor?.avatarUrl ?? channel.previewPictureUrl} name={channel.actorName} size="l" />
      </div>
      <h2 className="msg-panel-name">{actor?.name || channel.actorName}</h2>
      <p className="msg-panel-sub">
        <span className={`msg-state${online ? " is-online" : ""}`}>
          {online ? <span className="online-dot" aria-hidden="true" /> : null}
          {online ? t.messenger.online : t.messenger.offline}
        </span>
        <span className="muted num"> · {fill(t.messenger.age, { age: actor?.age ?? channel.actorAge })}</span>
      </p>
      {actor?.freeChat || channel.freeChat ? (
        <p className="badge badge-free">{t.messenger.freeChat}</p>
      ) : null}
      {actor?.languages?.length ? (
        <dl className="msg-facts">
          <dt>{t.messenger.languages}</dt>
          <dd>{actor.languages.map((code) => code.toUpperCase()).join(", ")}</dd>
        </dl>
      ) : null}
      <dl className="msg-facts">
        <dt>{t.messenger.prices}</dt>
        <dd>
          <ul className="msg-prices">
            <li>
              <span>{t.messenger.priceLabels.message ?? "message"}</span>
              <span className="num">{formatCoins(channel.messagePrice)}</span>
            </li>
            {/* Only what the guest can buy here: live chat prices come with live chat (issue 12, point 4). */}
          </ul>
        </dd>
      </dl>
      <Link className="btn btn-secondary btn-small msg-panel-profile" to={profile}>
        {t.messenger.viewProfile}
      </Link>
      {manage ? <div className="msg-panel-manage">{manage}</div> : null}
    </aside>
  );
}
