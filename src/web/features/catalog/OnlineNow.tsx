import { useRef, useState } from "react";
import type { TActorTile } from "../../../common/contracts/catalog.ts";
import { formatNumber } from "../../../common/money.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Section } from "../../ui/Section.tsx";
import { ActorGrid } from "./grids.tsx";

/** Tiles shown before "show all": two rows of the widest grid. */
const FIRST = 10;

/**
 * The start page's performers online now (issue 12): first on the page, with their count, every
 * one of them behind "Show all N online", each with a LIVE badge and the price of a message.
 */
export function OnlineNow({ actors, total }: { actors: TActorTile[]; total: number }) {
  const { t } = useI18n();
  const [all, setAll] = useState(false);
  const grid = useRef<HTMLDivElement>(null);
  if (actors.length === 0) return null;
  const shown = all ? actors : actors.slice(0, FIRST);
  const count = formatNumber(total);
  return (
    <Section id="online" title={fill(t.live.onlineTitle, { count })}>
      <div ref={grid} id="online-grid" data-testid="online-now" data-total={total}>
        <ActorGrid actors={shown} eager />
      </div>
      {actors.length > FIRST ? (
        <div className="grid-more">
          <button
            type="button"
            className="btn btn-secondary"
            aria-expanded={all}
            aria-controls="online-grid"
            onClick={() => {
              setAll((value) => !value);
              // Closing again: back to the block's top, not somewhere in the videos below.
              if (all) grid.current?.scrollIntoView({ block: "start" });
            }}
            data-testid="online-show-all"
          >
            {all ? t.live.showFewer : fill(t.live.showAllOnline, { count })}
          </button>
        </div>
      ) : null}
    </Section>
  );
}
