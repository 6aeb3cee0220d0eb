import type { TGameOdds } from "../../../common/contracts/games.ts";
import { useI18n } from "../../i18n/index.ts";

/** Reel symbols in glyphs every system font has (an emoji font is not everywhere). */
const SYMBOLS = ["7", "★", "♦", "♥", "♣", "♠", "$", "●"];

/** A reward's symbol on the reels: by its line in the published odds. */
export function symbolOf(odds: TGameOdds[], rewardId: number | null): string {
  const index = odds.findIndex((line) => line.reward?.id === rewardId && rewardId !== null);
  return SYMBOLS[(index >= 0 ? index : 0) % SYMBOLS.length] as string;
}

/**
 * What the three reels show after a draw: a prize's symbol three times, or for nothing three
 * symbols that do not line up.
 */
export function reelsFor(odds: TGameOdds[], rewardId: number | null): [string, string, string] {
  if (rewardId !== null) {
    const symbol = symbolOf(odds, rewardId);
    return [symbol, symbol, symbol];
  }
  return [SYMBOLS[0], SYMBOLS[1], SYMBOLS[2]] as [string, string, string];
}

/**
 * A slot machine of three reels that stop, one after another, on what the server drew. While
 * spinning, the reels scroll (a CSS animation, off with prefers-reduced-motion); the result is
 * told in words by the caller's live region, the symbols are decoration.
 */
export function SlotMachine({ reels, spinning }: { reels: [string, string, string]; spinning: boolean }) {
  const { t } = useI18n();
  return (
    <div
      className="slot-machine"
      role="img"
      aria-label={`${t.rewardEvents.slotmachine.reels}: ${reels.join(" ")}`}
    >
      {reels.map((symbol, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: the reels are fixed positions
          key={index}
          className={`slot-reel${spinning ? " is-spinning" : ""}`}
          style={{ animationDelay: `${index * 90}ms`, animationDuration: `${600 + index * 250}ms` }}
          data-testid={`slot-reel-${index + 1}`}
        >
          <span
            className={`slot-symbol slot-symbol-${SYMBOLS.indexOf(spinning ? (SYMBOLS[(index * 3) % SYMBOLS.length] as string) : symbol)}`}
          >
            {spinning ? SYMBOLS[(index * 3) % SYMBOLS.length] : symbol}
          </span>
        </div>
      ))}
    </div>
  );
}
