import type { JumbotronPlace } from "../../../../common/contracts/values/videostation.ts";
import type { TJumbotronConfigInput } from "../../../../common/contracts/videostation.ts";
import type { Tx } from "../../../db/client.ts";
import { videoJumbotrons } from "../../../db/schema/videostation.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { isReleasedVideo } from "../../catalog/index.ts";

/**
 * The operator sets a jumbotron (replacing the one before): every slide's video must be a released
 * catalogue video now; a video taken down later is skipped when the jumbotron is read.
 */
export async function setJumbotron(options: {
  tx: Tx;
  now: Date;
  place: JumbotronPlace;
  input: TJumbotronConfigInput;
}): Promise<void> {
  const { tx, now, place, input } = options;
  for (const [index, slide] of input.slides.entries())
    if (!(await isReleasedVideo(tx, slide.videoId, now)))
      throw new AppError(
        AppErrorCode.VALIDATION_FAILED,
        `slides[${index}].videoId: unknown or unreleased video`,
      );
  const row = {
    enabled: input.enabled,
    rotateSeconds: input.rotateSeconds,
    slides: input.slides.map((s) => ({ videoId: s.videoId, headline: { ...s.headline } })),
    updatedAt: now,
  };
  await tx
    .insert(videoJumbotrons)
    .values({ place, ...row })
    .onConflictDoUpdate({ target: videoJumbotrons.place, set: row });
}
