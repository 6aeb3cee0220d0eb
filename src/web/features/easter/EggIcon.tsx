import { useId } from "react";

/** An easter egg drawn in SVG: decorated when found, a dim outline while hidden (decorative). */
export function EggIcon({ found = true, size = 28 }: { found?: boolean; size?: number }) {
  const id = useId();
  return (
    <svg
      className={found ? "egg-icon egg-icon-found" : "egg-icon"}
      width={size}
      height={Math.round(size * 1.3)}
      viewBox="0 0 40 52"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-shell`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd36e" />
          <stop offset="0.55" stopColor="#ff6fa8" />
          <stop offset="1" stopColor="#9b5cff" />
        </linearGradient>
      </defs>
      <path
        d="M20 2C9.5 2 2 19 2 31.5 2 43 10 50 20 50s18-7 18-18.5C38 19 30.5 2 20 2Z"
        fill={found ? `url(#${id}-shell)` : "none"}
        stroke={found ? "rgba(255,255,255,0.55)" : "currentColor"}
        strokeWidth="2"
        strokeDasharray={found ? undefined : "4 3"}
      />
      {found ? (
        <>
          <path d="M4.5 26c5 4 10-4 15.5 0s10.5 4 15.5 0" fill="none" stroke="#fff" strokeWidth="2.2" />
          <circle cx="13" cy="36" r="2.2" fill="#fff" />
          <circle cx="20" cy="39" r="2.2" fill="#fff" />
          <circle cx="27" cy="36" r="2.2" fill="#fff" />
          <ellipse cx="14" cy="14" rx="3" ry="5" fill="rgba(255,255,255,0.45)" transform="rotate(20 14 14)" />
        </>
      ) : null}
    </svg>
  );
}
