import type { ReactNode } from "react";
import type { Language } from "../../../common/languages.ts";

/** What can be bought (issue 27): every purchase of the web app is one of these. */
export type PurchaseKind = "video" | "album" | "post" | "ticket" | "gift";

/** A purchase as its confirmation (ConfirmPurchase) shows it. */
export interface PurchaseOffer {
  kind: PurchaseKind;
  /** What is bought, as the guest knows it (a title, a gift's name); the kind's name without one. */
  title?: string;
  /** The language of a performer's title (a video's, an album's, a show's), marked where not the page's. */
  titleLanguage?: Language;
  /** Below the title: whose it is, when (a show's performer and time). */
  detail?: string;
  /** Whom a gift goes to ("For {name}"). */
  recipient?: string;
  /** The price in VXC. */
  price: number;
  /** The confirming button's text; by default the kind's ("Buy for …", "Send for …", …). */
  confirmLabel?: string;
  /** More in the confirmation, between the sums and the buttons (a ticket's promo code). */
  extra?: ReactNode;
}
