import type { TCategory } from "../../../common/contracts/catalog.ts";
import { CategoryTile } from "./CategoryTile.tsx";

/** A grid of categories. */
export function CategoryGrid({ categories }: { categories: TCategory[] }) {
  return (
    <ul className="tile-grid" data-testid="category-grid">
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryTile category={category} />
        </li>
      ))}
    </ul>
  );
}
