import type { ReactNode } from "react";

type Tone = "free" | "new" | "vip" | "sale" | "classic" | "plain";

/** A small uppercase label on tiles and headers. */
export function Badge({ tone = "plain", children }: { tone?: Tone; children: ReactNode }) {
  return <span className={tone === "plain" ? "badge" : `badge badge-${tone}`}>{children}</span>;
}
