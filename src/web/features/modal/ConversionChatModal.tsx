import { useQuery } from "@tanstack/react-query";
import { Suspense, useCallback, useEffect, useState } from "react";
import type { TCamTile } from "../../../common/contracts/catalog.ts";
import { STALE } from "../../api/query.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Img } from "../../ui/Img.tsx";
import { camsKeys, fetchCams } from "../cams/index.ts";
import { ConversionOffer, fetchFreeAllowance, freeChatKeys } from "../freechat/index.ts";
import { LiveChatStarter } from "../livechat/index.ts";
import type { ModalContentProps } from "./modalStore.ts";
import { MODAL_TEXTS } from "./texts.ts";
import "../livechat/offers.css";

/**
 * The conversion-chat modal box (issue 14): the welcome chat's countdown and the performers it is
 * free with now (the /free-chat/ offer, read the same way), each with a button that starts the
 * free private chat (the profile's start flow and chat screen). Closes when the countdown ends
 * before a chat started, or when the server says the guest has no countdown.
 */
export function ConversionChatModal({ titleId, close }: ModalContentProps) {
  const { language } = useI18n();
  const m = MODAL_TEXTS[language];
  const allowance = useQuery({
    queryKey: freeChatKeys.allowance,
    queryFn: fetchFreeAllowance,
    staleTime: 10_000,
  });
  const cams = useQuery({
    queryKey: camsKeys.list(language),
    queryFn: () => fetchCams(language),
    staleTime: STALE.SECONDS_30,
  });
  const [chosen, setChosen] = useState<TCamTile | null>(null);
  const offer = allowance.data?.conversionChat;
  const failed = allowance.isError || (offer && !offer.countdownEnd);
  useEffect(() => {
    if (failed && !chosen) close();
  }, [failed, chosen, close]);
  // The countdown is over: the box goes, unless a chat runs from it (the billing ends that one).
  const over = useCallback(() => {
    if (!chosen) close();
  }, [chosen, close]);

  if (!offer?.countdownEnd || (!cams.data && !cams.isError))
    return (
      <p id={titleId} className="muted" aria-busy="true">
        {m.loading}
      </p>
    );
  return (
    <div className="conversion-modal" data-testid="conversion-modal">
      <ConversionOffer
        countdownEnd={offer.countdownEnd}
        actorIds={offer.actorIds}
        cams={cams.data ?? []}
        onOver={over}
        titleId={titleId}
        access={offer.access}
        performer={(cam) => (
          <button
            type="button"
            className="conversion-start"
            data-actor-id={cam.id}
            disabled={chosen !== null}
            onClick={() => setChosen(cam)}
          >
            <Img image={cam.avatar} alt="" ratio="3x4" sizes="96px" />
            <span>{fill(m.conversionStart, { name: cam.name })}</span>
          </button>
        )}
      />
      {chosen ? (
        <Suspense fallback={null}>
          <LiveChatStarter actorId={chosen.id} actorName={chosen.name} chatType="LIVECHAT" onDone={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
