import { useState } from "react";
import { ApiError, rest } from "../../api/rest.ts";
import { useI18n } from "../../i18n/index.ts";

/** The overlay flow that lifts what stopped the guest from watching (age check, VIP club). */
export type WatchRemedy = "avs" | "vipabo";

/**
 * Asks for the full video's signed URL (video/{id}/play). A refusal says why and names the
 * overlay flow that lifts it; the URL goes to the player.
 */
export function useWatch(videoId: number) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [fullUrl, setFullUrl] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [remedy, setRemedy] = useState<WatchRemedy | null>(null);

  async function watch() {
    setBusy(true);
    setMessage(null);
    setRemedy(null);
    let restriction: unknown;
    try {
      const body = await rest<{ url?: string }>(`video/${videoId}/play`);
      if (body?.url) {
        setFullUrl(body.url);
        setBusy(false);
        return;
      }
    } catch (error) {
      if (error instanceof ApiError)
        restriction = (error.details as { restriction?: unknown } | undefined)?.restriction;
    }
    setRemedy(restriction === "needAgeCheck" ? "avs" : restriction === "needAbo" ? "vipabo" : null);
    setMessage(
      restriction === "needAgeCheck"
        ? t.player.needAgeCheck
        : restriction === "needAbo"
          ? t.player.needAbo
          : t.player.error,
    );
    setBusy(false);
  }

  return { watch, busy, fullUrl, message, remedy };
}
