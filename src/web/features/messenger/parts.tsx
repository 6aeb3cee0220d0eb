/** A round actor picture (initial on a tinted disc when there is none) with an optional online dot. */
export function Avatar({
  url,
  name,
  online,
  size = "m",
}: {
  url: string | null;
  name: string;
  online?: boolean;
  size?: "s" | "m" | "l";
}) {
  return (
    <span className={`msg-avatar msg-avatar-${size}`} aria-hidden="true">
      {url ? (
        <img src={url} alt="" loading={size === "l" ? "eager" : "lazy"} decoding="async" />
      ) : (
        <span>{name.slice(0, 1).toUpperCase()}</span>
      )}
      {online ? <span className="online-dot msg-avatar-dot" /> : null}
    </span>
  );
}
