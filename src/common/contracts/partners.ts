import { z } from "zod";
import { ZEmail } from "./accounts.ts";

/** The countries an application may name (ISO 3166-1 alpha-2); their names come from Intl.DisplayNames. */
export const PARTNER_COUNTRIES = [
  "AD",
  "AR",
  "AT",
  "AU",
  "BE",
  "BG",
  "BO",
  "BR",
  "CA",
  "CH",
  "CL",
  "CO",
  "CR",
  "CY",
  "CZ",
  "DE",
  "DK",
  "DO",
  "EC",
  "EE",
  "ES",
  "FI",
  "FR",
  "GB",
  "GR",
  "GT",
  "HN",
  "HR",
  "HU",
  "IE",
  "IS",
  "IT",
  "LI",
  "LT",
  "LU",
  "LV",
  "MC",
  "MT",
  "MX",
  "NI",
  "NL",
  "NO",
  "NZ",
  "PA",
  "PE",
  "PL",
  "PT",
  "PY",
  "RO",
  "RS",
  "SE",
  "SI",
  "SK",
  "SM",
  "SV",
  "UA",
  "US",
  "UY",
  "VE",
] as const;

export const PARTNER_LIMITS = {
  /** Applications one network may send in a day (an IPv6 /64 counts as one). */
  perDay: 3,
  minAge: 18,
} as const;

const common = {
  name: z.string().trim().min(1).max(100),
  email: ZEmail,
  country: z.enum(PARTNER_COUNTRIES),
  message: z.string().trim().max(2000).default(""),
  /** The applicant agrees that we store the application to answer it. */
  consent: z.literal(true, { error: "Please agree that we store your application" }),
};

/** An application from the model recruitment or the affiliate page (partners/apply). */
export const ZPartnerApplication = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("model"), ...common, birthDate: z.iso.date() }),
  z.strictObject({
    kind: z.literal("affiliate"),
    ...common,
    website: z.url({ protocol: /^https?$/, error: "An address such as https://example.com" }).max(300),
  }),
]);
export type TPartnerApplication = z.infer<typeof ZPartnerApplication>;

export type PartnerKind = TPartnerApplication["kind"];
export const PARTNER_STATUSES = ["new", "contacted", "accepted", "declined"] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
