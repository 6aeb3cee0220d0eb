import type { TImage } from "../../common/contracts/catalog.ts";

type Ratio = "16x9" | "3x4" | "4x3" | "21x9";

/**
 * A responsive image in a fixed-ratio frame (no layout shift): w320/w640/w1280 srcset, the dominant
 * colour as placeholder, lazy unless `priority` or `eager`. `priority` is for the page's largest
 * paint (fetched first, decoded with the frame it arrives for); `eager` for a picture at the edge of
 * the first screen on some widths and below it on others (fetched at once, at the priority the
 * browser gives it after layout, so it does not compete with the largest paint on a phone).
 */
export function Img(props: {
  image: TImage | null;
  alt: string;
  /** The alt text's language where it is not the page's (a performer's title: i18n textLang). */
  altLang?: string | undefined;
  ratio: Ratio;
  sizes: string;
  priority?: boolean;
  eager?: boolean;
}) {
  const { image, ratio, priority, eager } = props;
  return (
    <div className={`img-frame ratio-${ratio}`} style={image ? { backgroundColor: image.color } : undefined}>
      {image ? (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={props.sizes}
          alt={props.alt}
          lang={props.altLang}
          loading={priority || eager ? "eager" : "lazy"}
          decoding={priority ? "auto" : "async"}
          {...(priority ? { fetchPriority: "high" as const } : {})}
        />
      ) : null}
    </div>
  );
}

/** `sizes` for a tile in the 2/3/4/5-column grid. */
export const TILE_SIZES = "(min-width: 1200px) 20vw, (min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw";
