import type { TGameOdds } from "../../../common/contracts/games.ts";

/** Segment colours: the brand's accents and greys in turn; "nothing" is the darkest grey. */
const COLOURS = ["#e0457b", "#8b5cf6", "#f59e0b", "#10b981", "#3b82f6", "#ec4899", "#14b8a6", "#f97316"];
const NOTHING = "#3a3442";

/** A point on the wheel's rim at an angle (degrees, 0 at the top, clockwise). */
function rim(angle: number, radius = 96): [number, number] {
  const radians = ((angle - 90) * Math.PI) / 180;
  return [radius * Math.cos(radians), radius * Math.sin(radians)];
}

/** The wheel's segments: each line of the odds as wide as its probability (0 leaves it out). */
export function segmentsOf(odds: TGameOdds[]): { line: TGameOdds; from: number; to: number }[] {
  let at = 0;
  return odds.flatMap((line) => {
    if (line.probability <= 0) return [];
    const from = at;
    at += line.probability * 360;
    return [{ line, from, to: at }];
  });
}

/**
 * The spin wheel: one segment per prize, as wide as its chance (the published odds are what the
 * guest sees), turned by `rotation` degrees (a CSS transition, none with reduced motion). The
 * pointer is at the top. The picture is decorative: the odds table says the same in words.
 */
export function Wheel({ odds, rotation }: { odds: TGameOdds[]; rotation: number }) {
  const segments = segmentsOf(odds);
  return (
    <div className="spinwheel-wheel" aria-hidden="true">
      <svg
        viewBox="-100 -100 200 200"
        className="spinwheel-disc"
        style={{ transform: `rotate(${rotation}deg)` }}
      >
        <title>wheel</title>
        {segments.map(({ line, from, to }, index) => {
          const [x0, y0] = rim(from);
          const [x1, y1] = rim(to);
          const fill = line.reward ? (COLOURS[index % COLOURS.length] ?? NOTHING) : NOTHING;
          if (to - from >= 359.999) return <circle key={line.reward?.id ?? "none"} r={96} fill={fill} />;
          const large = to - from > 180 ? 1 : 0;
          return (
            <path
              key={line.reward?.id ?? "none"}
              d={`M0 0 L${x0.toFixed(2)} ${y0.toFixed(2)} A96 96 0 ${large} 1 ${x1.toFixed(2)} ${y1.toFixed(2)} Z`}
              fill={fill}
              stroke="#120f17"
              strokeWidth="1"
            />
          );
        })}
        <circle r={14} fill="#120f17" />
      </svg>
      <span className="spinwheel-pointer" />
    </div>
  );
}

/** The turn that brings a prize's segment under the pointer: whole turns on top of the last one. */
export function turnTo(odds: TGameOdds[], rewardId: number | null, previous: number): number {
  const segment = segmentsOf(odds).find((s) => (s.line.reward?.id ?? null) === rewardId);
  const middle = segment ? (segment.from + segment.to) / 2 : 0;
  const base = previous - (previous % 360) + 360 * 5;
  return base + (360 - middle);
}
