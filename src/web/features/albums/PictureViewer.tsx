import { useEffect, useRef } from "react";
import type { TImage } from "../../../common/contracts/catalog.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { useDialogFocus } from "../../ui/Dialog.tsx";
import { Icon } from "../../ui/Icon.tsx";
import "./viewer.css";

/** A picture the viewer can show: its number in the album (1-based) and its image. */
export interface ViewerPicture {
  id: number;
  number: number;
  image: TImage;
  alt: string;
}

/** A horizontal swipe of at least this many pixels turns the page. */
const SWIPE_PX = 50;

/**
 * The full-size view of an album's pictures: a modal dialog (focus stays inside, Escape closes,
 * focus returns to the tile) with previous/next buttons, arrow keys and swipes. Only the pictures
 * the guest may see are in `pictures`; `index` is the one shown, null when closed.
 */
export function PictureViewer({
  title,
  pictures,
  index,
  onIndex,
  onClose,
}: {
  title: string;
  pictures: ViewerPicture[];
  index: number | null;
  onIndex(index: number): void;
  onClose(): void;
}) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const current = index === null ? null : (pictures[index] ?? null);
  // Before showModal (it moves focus): the opener is remembered, Tab goes round inside. The native
  // modal dialog makes the page inert and closes on Escape itself.
  useDialogFocus(dialog, { open: current !== null, inertOthers: false });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (current && !element.open) element.showModal();
    if (!current && element.open) element.close();
  }, [current]);

  const step = (delta: number) => {
    if (index === null || pictures.length === 0) return;
    onIndex((index + delta + pictures.length) % pictures.length);
  };

  return (
    <dialog
      ref={dialog}
      className="picture-viewer"
      aria-label={fill(t.album.viewerLabel, { title })}
      data-testid="picture-viewer"
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") step(1);
        else if (event.key === "ArrowLeft") step(-1);
      }}
      onPointerDown={(event) => {
        swipeFrom.current = event.clientX;
      }}
      onPointerUp={(event) => {
        const from = swipeFrom.current;
        swipeFrom.current = null;
        if (from === null) return;
        const moved = event.clientX - from;
        if (Math.abs(moved) >= SWIPE_PX) step(moved < 0 ? 1 : -1);
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside the figure) closes it.
        if (event.target === dialog.current) dialog.current?.close();
      }}
    >
      {current ? (
        <>
          <figure className="picture-viewer-figure">
            <img
              key={current.id}
              src={current.image.src}
              srcSet={current.image.srcSet}
              sizes="(min-width: 1280px) 1280px, 100vw"
              width={current.image.width}
              height={current.image.height}
              alt={current.alt}
              style={{ backgroundColor: current.image.color }}
            />
            <figcaption className="num" aria-live="polite">
              {fill(t.album.viewerCount, { number: (index ?? 0) + 1, total: pictures.length })}
            </figcaption>
          </figure>
          {pictures.length > 1 ? (
            <>
              <button
                type="button"
                className="viewer-btn viewer-prev"
                aria-label={t.album.previousPicture}
                onClick={() => step(-1)}
              >
                <Icon name="chevronLeft" />
              </button>
              <button
                type="button"
                className="viewer-btn viewer-next"
                aria-label={t.album.nextPicture}
                onClick={() => step(1)}
                data-testid="viewer-next"
              >
                <Icon name="chevronRight" />
              </button>
            </>
          ) : null}
          <button
            type="button"
            className="viewer-btn viewer-close"
            aria-label={t.album.closeViewer}
            onClick={() => dialog.current?.close()}
          >
            <Icon name="close" />
          </button>
        </>
      ) : null}
    </dialog>
  );
}
