/** The image widths of the spec (w320, w640, w1280): every stored picture exists in each. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
