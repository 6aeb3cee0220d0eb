import { useRevalidator } from "react-router";
import type { TAlbum } from "../../../common/contracts/catalog.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { BuyBox } from "./BuyBox.tsx";

/**
 * The album's price box: the price in VXC with its euro value and "Unlock all pictures for …";
 * login first, then a confirmation with the price, then the idempotent purchase; the page then
 * reloads its data (all pictures).
 */
export function AlbumBuy({ album, owned }: { album: TAlbum; owned: boolean }) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  return (
    <BuyBox
      item={{
        itemType: "album",
        id: album.id,
        title: album.title,
        titleLanguage: album.titleLanguage,
        price: album.price,
        basePrice: album.basePrice,
        free: album.free,
      }}
      owned={owned}
      buyLabel={(price) => fill(t.album.buy, { price })}
      onBought={() => revalidator.revalidate()}
    />
  );
}
