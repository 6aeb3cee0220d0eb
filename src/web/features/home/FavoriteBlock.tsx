import { useQuery } from "@tanstack/react-query";
import { buildPath } from "../../../common/routes/index.ts";
import { STALE } from "../../api/query.ts";
import { useI18n } from "../../i18n/index.ts";
import { Section } from "../../ui/Section.tsx";
import { ActorGrid } from "../catalog/index.ts";
import { favoriteKeys, favoritesApi } from "../favorites/index.ts";

/** Favourite performers on the start page: two rows of the widest grid. */
const FAVORITES_SHOWN = 10;

/**
 * The Favorite block (logged-in guests with favourites): their favourite performers, those online
 * first, from the same list (and cache) as the favourite cams page; nothing without favourites.
 */
export function FavoriteBlock() {
  const { t, language } = useI18n();
  const query = useQuery({
    queryKey: favoriteKeys.actors(language),
    queryFn: () => favoritesApi.actors(language),
    staleTime: STALE.SECONDS_30,
  });
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  const shown = [...items].sort((a, b) => Number(b.isOnline) - Number(a.isOnline)).slice(0, FAVORITES_SHOWN);
  return (
    <Section
      id="favorites"
      title={t.homeBlocks.favorites}
      more={{ to: buildPath(language, "accountFavoriteCams"), label: t.homeBlocks.favoritesAll }}
    >
      <ActorGrid actors={shown} />
    </Section>
  );
}
