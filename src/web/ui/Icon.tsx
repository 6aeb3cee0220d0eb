const PATHS = {
  search:
    "M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm6.3 10.9 3.4 3.4-1.4 1.4-3.4-3.4 1.4-1.4Z",
  menu: "M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z",
  close: "m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z",
  chat: "M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm0 2v11.2L7.2 14H20V6H4Z",
  play: "M8 5v14l11-7L8 5Z",
  heart:
    "M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3.1 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.7 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21Z",
  globe:
    "M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2c-.9 0-2.3 2.2-2.7 6h5.4C14.3 6.2 12.9 4 12 4Zm-4.7 6c.2-2.1.7-3.9 1.5-5.1A8 8 0 0 0 4.1 10h3.2Zm-3.2 2a8 8 0 0 0 4.7 5.1c-.8-1.2-1.3-3-1.5-5.1H4.1Zm5.2 0c.4 3.8 1.8 6 2.7 6s2.3-2.2 2.7-6H9.3Zm7.4 0c-.2 2.1-.7 3.9-1.5 5.1a8 8 0 0 0 4.7-5.1h-3.2Zm3.2-2a8 8 0 0 0-4.7-5.1c.8 1.2 1.3 3 1.5 5.1h3.2Z",
  clock:
    "M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm1 3v4.6l3.2 1.9-1 1.7L11 12.7V7h2Z",
  photo:
    "M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2v8.6l4-4 3 3 2-2 5 5V7H5Zm10.5 1a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z",
  lock: "M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h1Zm2 0h6V7a3 3 0 0 0-6 0v3Z",
  chevronRight: "m9.3 5.3 1.4-1.4L18.8 12l-8.1 8.1-1.4-1.4 6.7-6.7-6.7-6.7Z",
  chevronLeft: "m14.7 5.3-1.4-1.4L5.2 12l8.1 8.1 1.4-1.4L8 12l6.7-6.7Z",
  user: "M12 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 11c4.4 0 8 2.2 8 5v2H4v-2c0-2.8 3.6-5 8-5Z",
  eye: "M12 5c5 0 8.6 4.2 9.8 7-1.2 2.8-4.8 7-9.8 7s-8.6-4.2-9.8-7C3.4 9.2 7 5 12 5Zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z",
} as const;

export type IconName = keyof typeof PATHS;

/** An inline SVG icon; decorative (hidden from assistive technology) unless a label is given. */
export function Icon({ name, label }: { name: IconName; label?: string }) {
  if (!label) {
    return (
      <svg className="icon" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        <path d={PATHS[name]} />
      </svg>
    );
  }
  return (
    <svg className="icon" viewBox="0 0 24 24" fill="currentColor" role="img" aria-label={label}>
      <title>{label}</title>
      <path d={PATHS[name]} />
    </svg>
  );
}
