import { Link } from "react-router";
import type { TCategory } from "../../../common/contracts/catalog.ts";
import { formatNumber } from "../../../common/money.ts";
import { plural, useI18n } from "../../i18n/index.ts";
import { Img, TILE_SIZES } from "../../ui/Img.tsx";

/** A category tile with its image, name and number of videos. */
export function CategoryTile({ category }: { category: TCategory }) {
  const { t, language } = useI18n();
  return (
    <Link to={category.url} className="category-tile" prefetch="intent">
      <Img image={category.image} alt="" ratio="16x9" sizes={TILE_SIZES} />
      <span className="category-tile-caption">
        <span className="category-tile-name">{category.name}</span>
        <span className="category-tile-count num">
          {plural(t, category.videoCount, t.lists.results, {
            count: formatNumber(category.videoCount, language),
          })}
        </span>
      </span>
    </Link>
  );
}
