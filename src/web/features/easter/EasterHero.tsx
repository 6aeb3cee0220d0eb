/**
 * The page's hero: a drawn night scene (a nest of decorated eggs under a moon, in the site's dark
 * palette) beside the title. Drawn in SVG, so it is sharp at any width and costs no image request.
 */
export function EasterHero({ kicker, title, text }: { kicker: string; title: string; text: string }) {
  return (
    <header className="easter-hero">
      <div className="easter-hero-text">
        <p className="easter-kicker">{kicker}</p>
        <h1>{title}</h1>
        <p className="easter-lead">{text}</p>
      </div>
      <svg className="easter-hero-art" viewBox="0 0 480 300" role="img" aria-hidden="true" focusable="false">
        <defs>
          <radialGradient id="easter-moon" cx="0.5" cy="0.5" r="0.5">
            <stop offset="0" stopColor="#fff4d6" />
            <stop offset="1" stopColor="#f3c34f" stopOpacity="0" />
          </radialGradient>
          <linearGradient id="easter-egg-a" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ff9cc4" />
            <stop offset="1" stopColor="#d6145f" />
          </linearGradient>
          <linearGradient id="easter-egg-b" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe29a" />
            <stop offset="1" stopColor="#e09a1a" />
          </linearGradient>
          <linearGradient id="easter-egg-c" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#b79bff" />
            <stop offset="1" stopColor="#5b2fd1" />
          </linearGradient>
        </defs>
        <circle cx="380" cy="92" r="82" fill="url(#easter-moon)" opacity="0.55" />
        <circle cx="380" cy="92" r="30" fill="#fff4d6" opacity="0.9" />
        {[
          [40, 40],
          [120, 90],
          [210, 30],
          [300, 140],
          [450, 170],
          [70, 170],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="#fff" opacity="0.7" />
        ))}
        <ellipse cx="240" cy="262" rx="180" ry="30" fill="#1a1424" />
        <path d="M70 250c40-30 300-30 340 0-20 30-320 30-340 0Z" fill="#3b2a1c" />
        <path d="M85 246c60-18 250-18 310 0" stroke="#6b4a2b" strokeWidth="3" fill="none" />
        <g transform="rotate(-14 170 200)">
          <ellipse cx="170" cy="200" rx="38" ry="50" fill="url(#easter-egg-a)" />
          <path d="M134 196c12 10 24-10 36 0s24 10 36 0" stroke="#fff" strokeWidth="4" fill="none" />
        </g>
        <g transform="rotate(8 300 195)">
          <ellipse cx="300" cy="195" rx="40" ry="54" fill="url(#easter-egg-c)" />
          <circle cx="286" cy="205" r="5" fill="#fff" />
          <circle cx="304" cy="214" r="5" fill="#fff" />
          <circle cx="318" cy="200" r="5" fill="#fff" />
          <path d="M262 180h76" stroke="#ffd36e" strokeWidth="4" />
        </g>
        <g>
          <ellipse cx="236" cy="215" rx="34" ry="45" fill="url(#easter-egg-b)" />
          <path
            d="M204 212l10-10 10 10 10-10 10 10 10-10 10 10"
            stroke="#d6145f"
            strokeWidth="4"
            fill="none"
          />
        </g>
      </svg>
    </header>
  );
}
