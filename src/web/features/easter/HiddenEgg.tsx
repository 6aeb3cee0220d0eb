import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { TCollectEggResult } from "../../../common/contracts/easter.ts";
import { buildPath, matchPath } from "../../../common/routes/index.ts";
import { isApiError } from "../../api/rest.ts";
import { fill, needTexts, useI18n } from "../../i18n/index.ts";
import { EggIcon } from "./EggIcon.tsx";
import { useCollectEgg, useEggOfPage } from "./queries.ts";
import "./hiddenEgg.css";

// The egg's texts come with its chunk (the easter text pack, i18n/packs.ts).
await needTexts("easter");

type Outcome = { kind: "found"; result: TCollectEggResult } | { kind: "error"; message: string };

/**
 * The egg hiding on this page today (GET special/easter/egg): a small labelled button at its
 * position; a click collects it (POST special/easter/collectEgg) and the answer is told in a
 * status toast that takes focus (the egg itself is gone then).
 */
export function HiddenEgg({ guestId }: { guestId: number }) {
  const { t, language } = useI18n();
  const page = matchPath(useLocation().pathname)?.name ?? null;
  const texts = t.easter;
  const egg = useEggOfPage(guestId, page);
  const collect = useCollectEgg(guestId, page ?? "");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const toastRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) toastRef.current?.focus();
  }, [outcome]);
  const found = egg.data?.egg ?? null;

  const onCollect = (token: string) =>
    collect.mutate(token, {
      onSuccess: (result) => setOutcome({ kind: "found", result }),
      onError: (error) => {
        const code = isApiError(error)
          ? (error.details as { errorMessage?: string } | undefined)?.errorMessage
          : "";
        const message =
          code === "alreadyCollected"
            ? texts.egg.already
            : code === "eggExpired" || code === "wrongDay"
              ? texts.egg.expired
              : code === "notRunning"
                ? texts.egg.ended
                : texts.egg.failed;
        setOutcome({ kind: "error", message });
      },
    });

  return (
    <>
      {found && !outcome ? (
        <button
          type="button"
          className={`hidden-egg hidden-egg-${found.position}`}
          data-testid="hidden-egg"
          data-egg={found.eggId}
          aria-label={texts.egg.label}
          title={texts.egg.label}
          disabled={collect.isPending}
          onClick={() => onCollect(found.verificationToken)}
        >
          <EggIcon size={30} />
        </button>
      ) : null}
      {outcome ? (
        <div
          ref={toastRef}
          className="egg-toast"
          role="status"
          tabIndex={-1}
          data-testid="egg-toast"
          aria-labelledby="egg-toast-title"
        >
          {outcome.kind === "found" ? <EggIcon size={34} /> : null}
          <div className="egg-toast-body">
            <p id="egg-toast-title" className="egg-toast-title">
              {outcome.kind === "found" ? texts.egg.found : outcome.message}
            </p>
            {outcome.kind === "found" ? (
              <>
                <p className="egg-toast-count num">
                  {fill(texts.egg.count, {
                    count: outcome.result.collectedEggs,
                    total: outcome.result.data.event?.totalEggs ?? outcome.result.collectedEggs,
                  })}
                </p>
                {outcome.result.newRewards.map((reward) => (
                  <p key={reward.rewardId} className="egg-toast-reward">
                    {fill(texts.egg.reward, { reward: reward.label })}
                  </p>
                ))}
              </>
            ) : null}
            <Link
              className="egg-toast-link"
              to={buildPath(language, "eventEaster")}
              onClick={() => setOutcome(null)}
            >
              {texts.egg.more}
            </Link>
          </div>
          <button type="button" className="btn btn-small" onClick={() => setOutcome(null)}>
            {texts.egg.close}
          </button>
        </div>
      ) : null}
    </>
  );
}
