import { useQuery } from "@tanstack/react-query";
import { STALE } from "../../api/query.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { messengerApi } from "./api.ts";
import { Avatar } from "./parts.tsx";
import { messengerKeys } from "./queries.ts";

/** Spec core §9: recommended actors in the grid. */
const GRID_SIZE = 8;

/** Online actors to start a conversation with; an actor going offline leaves the grid. */
export function Recommendations({ onWrite }: { onWrite: (actorId: number) => void }) {
  const { t, language } = useI18n();
  // Read each time the grid is shown; an actor going offline leaves it (the socket bridge).
  const query = useQuery({
    queryKey: messengerKeys.recommendations(language),
    queryFn: async () =>
      (await messengerApi.recommendations(undefined, language))
        .filter((actor) => actor.isOnline)
        .slice(0, GRID_SIZE),
    staleTime: STALE.NONE,
  });
  const actors = query.data ?? (query.isError ? [] : null);

  return (
    <section className="msg-recs" aria-labelledby="msg-recs-title" data-testid="recommendations">
      <h2 id="msg-recs-title">
        <span className="online-dot" aria-hidden="true" /> {t.messenger.recommendations}
      </h2>
      <p className="muted">{t.messenger.recommendationsIntro}</p>
      {actors === null ? (
        <ul className="msg-recs-grid" aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <li key={index} className="msg-rec msg-skeleton" />
          ))}
        </ul>
      ) : actors.length === 0 ? (
        <p className="msg-empty">{t.messenger.noRecommendations}</p>
      ) : (
        <ul className="msg-recs-grid">
          {actors.map((actor) => (
            <li key={actor.id}>
              <button
                type="button"
                className="msg-rec"
                onClick={() => onWrite(actor.id)}
                data-testid="recommendation"
                data-actor-id={actor.id}
              >
                <Avatar url={actor.avatarUrl} name={actor.name} online size="l" />
                <span className="msg-rec-name">{actor.name}</span>
                {actor.age ? (
                  <span className="muted num">{fill(t.messenger.age, { age: actor.age })}</span>
                ) : null}
                <span className="msg-rec-cta">{fill(t.messenger.writeTo, { name: actor.name })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
