import { z } from "zod";
import { LANGUAGES } from "../languages.ts";

/** The legal texts of spec content §3: data protection (PP), terms (GTC) and imprint (IMP). */
export const LEGAL_TEXT_TYPES = ["PP", "GTC", "IMP"] as const;
export type LegalTextType = (typeof LEGAL_TEXT_TYPES)[number];

/** The product every text of this platform belongs to (the spec's `product` field). */
export const LEGAL_PRODUCT = "velvet";

/** A version of a legal text, as the pages, GraphQL and the REST calls show it. */
export interface TLegalText {
  /** The version's id: asset/legal-text/download/{id} gives it as a file. */
  id: number;
  type: LegalTextType;
  product: string;
  version: string;
  language: string;
  title: string;
  description: string;
  /** Sanitized HTML, headings from h2 (the page's h1 is the title). */
  html: string;
  /** When it came into force (ISO). */
  published: string;
  /** The download address of this version. */
  download: string;
}

/** A legal text in force with the earlier versions a guest may have accepted (newest first). */
export interface TLegalDocument {
  current: TLegalText;
  earlier: Omit<TLegalText, "html" | "description">[];
}

/** The operator publishes a new version (internal/legal-texts). */
export const ZLegalTextInput = z.strictObject({
  type: z.enum(LEGAL_TEXT_TYPES),
  language: z.enum(LANGUAGES),
  version: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "letters, digits, dots, dashes and underscores")
    .max(40),
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(300).default(""),
  markdown: z.string().trim().min(1).max(100_000),
  /** ISO time it comes into force; now when left out. */
  publishedAt: z.iso.datetime({ offset: true }).optional(),
});
export type TLegalTextInput = z.infer<typeof ZLegalTextInput>;
