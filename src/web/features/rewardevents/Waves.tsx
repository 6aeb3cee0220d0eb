import { useState } from "react";
import type { TGameReward } from "../../../common/contracts/games.ts";
import { fill, useI18n } from "../../i18n/index.ts";

/**
 * Three waves to pick from: the picked one flips to show what the draw gave (the server draws; the
 * wave picked changes nothing, it is the guest's gesture). Buttons, so keyboard and screen readers
 * can pick; the flip is a CSS transform that prefers-reduced-motion turns off.
 */
export function Waves({
  disabled,
  busy,
  revealed,
  onPick,
}: {
  disabled: boolean;
  busy: boolean;
  /** The picked wave and what it revealed (reward null: nothing), once drawn. */
  revealed: { wave: number; reward: TGameReward | null } | null;
  onPick: (wave: number) => void;
}) {
  const { t } = useI18n();
  const texts = t.rewardEvents;
  const [picked, setPicked] = useState<number | null>(null);
  return (
    <fieldset className="wetnwild-waves" disabled={disabled || busy}>
      <legend>{busy ? texts.wetnwild.drawing : texts.wetnwild.pick}</legend>
      {[1, 2, 3].map((wave) => {
        const flipped = revealed?.wave === wave;
        return (
          <button
            key={wave}
            type="button"
            className={`wetnwild-wave wave-${wave}${flipped ? " is-flipped" : ""}${picked === wave && busy ? " is-picked" : ""}`}
            aria-label={fill(texts.wetnwild.wave, { number: wave })}
            aria-pressed={flipped}
            data-testid={`wetnwild-wave-${wave}`}
            onClick={() => {
              setPicked(wave);
              onPick(wave);
            }}
          >
            <span className="wetnwild-wave-inner">
              <span className="wetnwild-wave-front" aria-hidden="true">
                <svg viewBox="0 0 120 80" role="presentation">
                  <path d="M0 50 Q15 30 30 50 T60 50 T90 50 T120 50 V80 H0 Z" />
                  <path d="M0 60 Q15 42 30 60 T60 60 T90 60 T120 60 V80 H0 Z" opacity="0.6" />
                </svg>
                <span className="wetnwild-wave-number">{wave}</span>
              </span>
              <span className="wetnwild-wave-back">
                {flipped ? (revealed?.reward?.label ?? texts.odds.nothing) : ""}
              </span>
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
