/** The legal pages' texts in English (a text pack, i18n/packs.ts); the other languages are typed by this. */
export const texts = {
  inForce: "Version {version}, in force since {date}",
  download: "Download this version",
  earlier: "Earlier versions",
  earlierItem: "Version {version}, from {date}",
};
export type LegalPageTexts = typeof texts;
