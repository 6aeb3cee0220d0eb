/**
 * The videoPictures contract's runtime values (constants and pure functions) without zod, so the web
 * app can import them without shipping the schema library (issue 13's JS budget). The contract
 * module re-exports them.
 */
/** Where the frame at `x` (0..1 across a tile) sits in the sprite: its position and CSS background offsets in cells. */
export function spriteCellAt(sprite: { columns: number; count: number }, x: number) {
  const position = Math.min(sprite.count - 1, Math.max(0, Math.floor(x * sprite.count)));
  return { position, column: position % sprite.columns, row: Math.floor(position / sprite.columns) };
}
