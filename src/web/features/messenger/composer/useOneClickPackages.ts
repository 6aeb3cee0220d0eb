import { useEffect, useState } from "react";
import { coinPackageById } from "../../../../common/contracts/values/payments.ts";
import { messengerApi } from "../api.ts";

/** A one-click amount: coins (with bonus), price in euro cents, and the saved card it charges. */
export interface OneClickPackage {
  id: string;
  coins: number;
  priceCents: number;
  card: string;
}

/** One-click amounts the guest can use here: one-click on and a saved card (GET payment/state). */
export function useOneClickPackages(): OneClickPackage[] | null {
  const [packages, setPackages] = useState<OneClickPackage[] | null>(null);
  useEffect(() => {
    let live = true;
    messengerApi
      .paymentState()
      .then((state) => {
        if (!live || !state.card || !state.oneClick.enabled) return;
        const card = `${state.card.brand} •••• ${state.card.last4}`;
        setPackages(
          state.oneClick.packageIds.flatMap((id) => {
            const coinPackage = coinPackageById(id);
            return coinPackage
              ? [
                  {
                    id,
                    coins: coinPackage.coins + coinPackage.bonusCoins,
                    priceCents: coinPackage.price.EUR,
                    card,
                  },
                ]
              : [];
          }),
        );
      })
      .catch(() => undefined); // Without the state the dialog offers the payment window only.
    return () => {
      live = false;
    };
  }, []);
  return packages;
}
