/** The support address the imprint names; help questions go there (docs/decisions.md). */
export const SUPPORT_EMAIL = "support@velvet.example";

/** A mailto link to support with a subject. */
export function supportMailto(subject: string): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}
