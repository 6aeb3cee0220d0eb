import type { ReactNode } from "react";

type Tone = "free" | "new" | "vip" | "sale" | "classic" | "live" | "plain";

/** A small uppercase label on tiles and headers ("live": a performer online now, with a pulsing dot). */
export function Badge({ tone = "plain", children }: { tone?: Tone; children: ReactNode }) {
  if (tone === "live") {
    return (
      <span className="badge badge-live" data-testid="live-badge">
        <span className="badge-live-dot" aria-hidden="true" />
        {children}
      </span>
    );
  }
  return <span className={tone === "plain" ? "badge" : `badge badge-${tone}`}>{children}</span>;
}
