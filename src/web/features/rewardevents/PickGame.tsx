import { type ReactNode, useState } from "react";
import type { TEventType, TGameReward } from "../../../common/contracts/games.ts";
import { fill, useI18n } from "../../i18n/index.ts";

/** The events played by picking one of several things (the slot machine has reels instead). */
export type PickEventType = Exclude<TEventType, "slotmachine">;

/** Each event's look: how many things to pick from and the picture on their front. */
const LOOKS: Record<PickEventType, { count: number; front: () => ReactNode }> = {
  "wet-and-wild": {
    count: 3,
    front: () => (
      <svg viewBox="0 0 120 80" className="pick-front-art pick-art-bottom" role="presentation">
        <path d="M0 50 Q15 30 30 50 T60 50 T90 50 T120 50 V80 H0 Z" />
        <path d="M0 60 Q15 42 30 60 T60 60 T90 60 T120 60 V80 H0 Z" opacity="0.6" />
      </svg>
    ),
  },
  "wiesn-shooting": {
    count: 5,
    front: () => (
      <svg viewBox="0 0 100 100" className="pick-front-art" role="presentation">
        <circle cx="50" cy="50" r="46" fill="#f5efe3" />
        <circle cx="50" cy="50" r="36" fill="#c8102e" />
        <circle cx="50" cy="50" r="26" fill="#f5efe3" />
        <circle cx="50" cy="50" r="16" fill="#c8102e" />
        <circle cx="50" cy="50" r="6" fill="#1b1b1b" />
      </svg>
    ),
  },
  "wiesn-bude": {
    count: 3,
    front: () => (
      <svg viewBox="0 0 100 100" className="pick-front-art" role="presentation">
        <path
          d="M50 90 C10 62 4 40 14 26 C26 10 46 16 50 30 C54 16 74 10 86 26 C96 40 90 62 50 90 Z"
          fill="#8a4a1c"
        />
        <path
          d="M50 80 C18 58 13 41 21 30 C30 18 45 23 50 36 C55 23 70 18 79 30 C87 41 82 58 50 80 Z"
          fill="none"
          stroke="#fdf3e1"
          strokeWidth="3"
          strokeDasharray="5 4"
        />
        <path d="M34 6 Q50 -2 66 6" fill="none" stroke="#2a6fb0" strokeWidth="3" />
      </svg>
    ),
  },
  "venus-attacks": {
    count: 3,
    front: () => (
      <svg viewBox="0 0 100 100" className="pick-front-art" role="presentation">
        <ellipse cx="50" cy="40" rx="18" ry="16" fill="#9fe8ff" opacity="0.85" />
        <ellipse cx="50" cy="54" rx="44" ry="13" fill="#c7b8ff" />
        <ellipse cx="50" cy="51" rx="30" ry="6" fill="#7d5cff" />
        <circle cx="24" cy="57" r="3" fill="#ffe26b" />
        <circle cx="50" cy="61" r="3" fill="#ffe26b" />
        <circle cx="76" cy="57" r="3" fill="#ffe26b" />
        <path d="M38 66 L30 92 M62 66 L70 92" stroke="#ffe26b" strokeWidth="2" opacity="0.5" />
      </svg>
    ),
  },
  halloween: {
    count: 3,
    front: () => (
      <svg viewBox="0 0 100 100" className="pick-front-art" role="presentation">
        <path d="M48 22 Q50 10 58 8" fill="none" stroke="#3d6b22" strokeWidth="5" strokeLinecap="round" />
        <ellipse cx="32" cy="58" rx="22" ry="30" fill="#e8731c" />
        <ellipse cx="68" cy="58" rx="22" ry="30" fill="#e8731c" />
        <ellipse cx="50" cy="58" rx="22" ry="32" fill="#f58a2a" />
        <path d="M34 50 L42 44 L44 54 Z M66 50 L58 44 L56 54 Z" fill="#2a1200" />
        <path d="M34 68 Q50 80 66 68 L60 72 L55 68 L50 73 L45 68 L40 72 Z" fill="#2a1200" />
      </svg>
    ),
  },
  kickIt: {
    count: 3,
    front: () => (
      <svg viewBox="0 0 100 100" className="pick-front-art" role="presentation">
        <path d="M10 30 H90 V80" fill="none" stroke="#fff" strokeWidth="4" />
        <path d="M10 30 V80" fill="none" stroke="#fff" strokeWidth="4" />
        <path
          d="M14 34 H86 M14 44 H86 M14 54 H86 M14 64 H86 M14 74 H86 M24 30 V80 M38 30 V80 M52 30 V80 M66 30 V80 M80 30 V80"
          stroke="#fff"
          strokeWidth="1"
          opacity="0.35"
        />
        <circle cx="50" cy="88" r="9" fill="#fff" />
        <path d="M50 82 L55 86 L53 92 L47 92 L45 86 Z" fill="#1b1b1b" />
      </svg>
    ),
  },
  "reward-box": {
    count: 3,
    front: () => (
      <svg viewBox="0 0 100 100" className="pick-front-art" role="presentation">
        <rect x="16" y="42" width="68" height="48" rx="4" fill="#d6336c" />
        <rect x="12" y="32" width="76" height="14" rx="3" fill="#e64980" />
        <rect x="45" y="32" width="10" height="58" fill="#ffd43b" />
        <path d="M50 32 C38 14 24 20 32 30 Z M50 32 C62 14 76 20 68 30 Z" fill="#ffd43b" />
      </svg>
    ),
  },
};

/** How many things the event's game lets the guest pick from. */
export function pickCount(eventType: PickEventType): number {
  return LOOKS[eventType].count;
}

/**
 * Things to pick from, in the event's look (waves, targets, gingerbread hearts, saucers, pumpkins,
 * goal corners, gift boxes): the picked one flips to show what the draw gave. The server draws; the
 * thing picked changes nothing, it is the guest's gesture. Buttons, so keyboard and screen readers
 * can pick; the flip is a CSS transform that prefers-reduced-motion turns off.
 */
export function PickGame({
  eventType,
  id,
  disabled,
  busy,
  revealed,
  onPick,
}: {
  eventType: PickEventType;
  /** The prefix of the test ids (`{id}-pick-{number}`). */
  id: string;
  disabled: boolean;
  busy: boolean;
  /** The picked thing and what it revealed (reward null: nothing), once drawn. */
  revealed: { pick: number; reward: TGameReward | null } | null;
  onPick: (pick: number) => void;
}) {
  const { t } = useI18n();
  const texts = t.rewardEvents.events[eventType];
  const look = LOOKS[eventType];
  const [picked, setPicked] = useState<number | null>(null);
  const numbers = Array.from({ length: look.count }, (_, index) => index + 1);
  return (
    <fieldset
      className={`pick-game pick-game-${look.count}`}
      disabled={disabled || busy}
      data-testid={`${id}-picks`}
    >
      <legend>{busy ? texts.drawing : texts.pick}</legend>
      {numbers.map((number) => {
        const flipped = revealed?.pick === number;
        return (
          <button
            key={number}
            type="button"
            className={`pick-item pick-item-${number}${flipped ? " is-flipped" : ""}${picked === number && busy ? " is-picked" : ""}`}
            aria-label={fill(texts.item, { number })}
            aria-pressed={flipped}
            data-testid={`${id}-pick-${number}`}
            onClick={() => {
              setPicked(number);
              onPick(number);
            }}
          >
            <span className="pick-item-inner">
              <span className="pick-item-front" aria-hidden="true">
                {look.front()}
                <span className="pick-item-number">{number}</span>
              </span>
              <span className="pick-item-back">
                {flipped ? (revealed?.reward?.label ?? t.rewardEvents.odds.nothing) : ""}
              </span>
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
