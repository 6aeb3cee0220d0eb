import { z } from "zod";
import { ZEmail } from "./accounts.ts";
import { PARTNER_COUNTRIES } from "./values/partners.ts";

export * from "./values/partners.ts";

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
