import { redirect } from "react-router";
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  type Consent,
  serializeConsent,
} from "../../common/consent.ts";
import { safeRedirectPath } from "../../common/safeRedirect.ts";
import type { Route } from "./+types/consent";

/** Only same-origin paths are valid return targets (no open redirect). */
function safeReturnTo(value: FormDataEntryValue | null, origin: string): string {
  return safeRedirectPath(value, origin) ?? "/";
}

/** POST /consent: the cookie banner without JavaScript; sets the consent cookie and goes back. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const choice = form.get("choice");
  const consent: Consent =
    choice === "all"
      ? { necessary: true, functional: true, analytics: true }
      : choice === "custom"
        ? {
            necessary: true,
            functional: form.get("functional") === "on",
            analytics: form.get("analytics") === "on",
          }
        : { necessary: true, functional: false, analytics: false };
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  const cookie = `${CONSENT_COOKIE}=${serializeConsent(consent)}; Path=/; Max-Age=${CONSENT_MAX_AGE_DAYS * 86_400}; SameSite=Lax${secure}`;
  const origin = new URL(request.url).origin;
  return redirect(safeReturnTo(form.get("returnTo"), origin), { headers: { "Set-Cookie": cookie } });
}

/** GET /consent has nothing to show. */
export function loader() {
  return redirect("/");
}
