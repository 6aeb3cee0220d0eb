import type { TLegalDocument } from "../../../common/contracts/legal.ts";
import { formatDate } from "../../i18n/format.ts";
import { fill, useI18n } from "../../i18n/index.ts";

/**
 * A legal text in force (terms, data protection, imprint): its version and the day it came into
 * force, a download of exactly this version, and the earlier versions a guest may have accepted.
 */
export function LegalPage({ document }: { document: TLegalDocument }) {
  const { t, language } = useI18n();
  const { current, earlier } = document;
  return (
    <div className="container">
      <article className="prose legal">
        <h1>{current.title}</h1>
        <p className="muted legal-version">
          <time dateTime={current.published}>
            {fill(t.legal.inForce, {
              version: current.version,
              date: formatDate(current.published, language),
            })}
          </time>
          {" · "}
          <a href={current.download} download>
            {t.legal.download}
          </a>
        </p>
        {/* Sanitized on the server when the version was written (modules/legal). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a legal text's HTML is sanitized when it is written */}
        <div className="legal-body" dangerouslySetInnerHTML={{ __html: current.html }} />
        {earlier.length > 0 ? (
          <section className="legal-earlier" aria-labelledby="legal-earlier-title">
            <h2 id="legal-earlier-title">{t.legal.earlier}</h2>
            <ul>
              {earlier.map((version) => (
                <li key={version.id}>
                  <a href={version.download} download>
                    {fill(t.legal.earlierItem, {
                      version: version.version,
                      date: formatDate(version.published, language),
                    })}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    </div>
  );
}
