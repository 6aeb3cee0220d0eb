import { useEffect, useState } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TAlbum } from "../../../common/contracts/catalog.ts";
import { formatMoney } from "../../../common/money.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { openOverlay } from "../overlay/overlayStore.ts";
import { loginThen, takePostLoginAction } from "../overlay/postLogin.ts";
import { buyItem, lacksCoins } from "./buy.ts";

/** Unlocks a paid album: login first, then an idempotent purchase; the page reloads its data. */
export function AlbumBuy({ album, owned }: { album: TAlbum; owned: boolean }) {
  const { t } = useI18n();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [needsCoins, setNeedsCoins] = useState(false);
  const loggedIn = Boolean(root?.guest);

  // "Buy" pressed before logging in: the purchase runs once the guest is back, logged in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per guest and album
  useEffect(() => {
    if (!loggedIn || owned || album.free) return;
    const saved = takePostLoginAction(
      (action) => action.type === "buy" && action.itemType === "album" && action.itemId === album.id,
    );
    if (saved) void buy();
  }, [loggedIn, album.id]);

  if (album.free) return null;
  if (owned) return <span className="badge badge-free">{t.player.bought}</span>;
  const label = fill(t.album.buy, { price: formatMoney(album.price) });
  if (!root?.guest) {
    return (
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => loginThen({ type: "buy", itemType: "album", itemId: album.id })}
      >
        {t.player.loginToBuy}
      </button>
    );
  }
  async function buy() {
    setBusy(true);
    setMessage(null);
    setNeedsCoins(false);
    const answer = await buyItem("album", album.id);
    setBusy(false);
    if (answer.ok) {
      await revalidator.revalidate();
      return;
    }
    setMessage(lacksCoins(answer.code) ? t.player.notEnough : t.player.error);
    setNeedsCoins(lacksCoins(answer.code));
  }
  return (
    <div className="player-actions">
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void buy()}>
        {label}
      </button>
      {message ? (
        <p className="player-message" role="alert">
          {message}
        </p>
      ) : null}
      {needsCoins ? (
        <button type="button" className="btn btn-ghost" onClick={() => openOverlay("moneycharge")}>
          {t.pay.titles.moneycharge}
        </button>
      ) : null}
    </div>
  );
}
