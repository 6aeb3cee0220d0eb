import { AccountHome, AccountLoginPrompt } from "../../features/account/index.ts";
import { PHONE_TITLE, PhoneSection } from "../../features/phone/index.ts";
import { pageOf } from "../../features/routing/index.ts";
import { privatePageSeo, seoMeta } from "../../features/seo/index.ts";
import { dictionary, needTexts, useI18n } from "../../i18n/index.ts";
import type { Route } from "./+types/home";

// This page shows the flows text pack (i18n/packs.ts): loaded with its module.
await needTexts("flows");

/** The account home (spec account profile path): a server-rendered shell; the sections load in the browser. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const t = dictionary(language);
  const seo = privatePageSeo({
    publicUrl: context.publicUrl,
    language,
    name: "accountProfile",
    title: t.accountHome.title,
    description: t.accountHome.description,
  });
  return { seo, balance: context.guest ? context.guest.balance.value : null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function AccountHomePage({ loaderData }: Route.ComponentProps) {
  const { language } = useI18n();
  // The phone's section builds on the account's parts, so the page brings the two together.
  const phone = { title: PHONE_TITLE[language], view: <PhoneSection /> };
  return (
    <div className="container">
      {loaderData.balance === null ? (
        <AccountLoginPrompt />
      ) : (
        <AccountHome balance={loaderData.balance} phone={phone} />
      )}
    </div>
  );
}
