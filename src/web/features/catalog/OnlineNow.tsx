import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { TActorTile } from "../../../common/contracts/catalog.ts";
import { formatNumber } from "../../../common/money.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Section } from "../../ui/Section.tsx";
import { ActorGrid } from "./ActorGrid.tsx";
import { fetchOnlineActors } from "./api.ts";
import { catalogKeys } from "./queries.ts";

/**
 * The start page's performers online now (issue 12): first on the page, with their count, every
 * one of them behind "Show all N online", each with a LIVE badge and the price of a message. The
 * page carries the first ones (`actors`); "show all" reads the rest.
 */
export function OnlineNow({ actors, total }: { actors: TActorTile[]; total: number }) {
  const { t, language } = useI18n();
  const [all, setAll] = useState(false);
  const grid = useRef<HTMLDivElement>(null);
  const everyone = useQuery({
    queryKey: catalogKeys.online(language),
    queryFn: () => fetchOnlineActors(language),
    enabled: all,
  });
  if (actors.length === 0) return null;
  const shown = all && everyone.data ? everyone.data : actors;
  const loading = all && !everyone.data && everyone.isFetching;
  const count = formatNumber(total, language);
  return (
    <Section id="online" title={fill(t.live.onlineTitle, { count })}>
      <div ref={grid} id="online-grid" data-testid="online-now" data-total={total} aria-busy={loading}>
        <ActorGrid actors={shown} eager />
      </div>
      {total > actors.length ? (
        <div className="grid-more">
          {everyone.isError ? (
            <p className="grid-more-error" role="alert">
              {t.home.moreError}
            </p>
          ) : null}
          <button
            type="button"
            className="btn btn-secondary"
            aria-expanded={all && Boolean(everyone.data)}
            aria-controls="online-grid"
            disabled={loading}
            onClick={() => {
              if (all && everyone.isError) {
                void everyone.refetch();
                return;
              }
              setAll((value) => !value);
              // Closing again: back to the block's top, not somewhere in the videos below.
              if (all) grid.current?.scrollIntoView({ block: "start" });
            }}
            data-testid="online-show-all"
          >
            {loading
              ? t.home.loadingOnline
              : all && everyone.isError
                ? t.home.retry
                : all
                  ? t.live.showFewer
                  : fill(t.live.showAllOnline, { count })}
          </button>
        </div>
      ) : null}
    </Section>
  );
}
