import { useId, useState } from "react";
import { Link } from "react-router";
import { supportMailto } from "../../../common/contact.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { useI18n } from "../../i18n/index.ts";
import "./help.css";

/** Lower case without accents, so "Contraseña" is found by "contrasena". */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * /help/: the questions guests ask most, by topic, each answer opened in place (details/summary:
 * works without scripts and with the keyboard), a filter over questions and answers, and the ways
 * to support and to the content report. The answers are German, Spanish or else English (spec).
 */
export function HelpCenterPage() {
  const { t, language } = useI18n();
  const texts = t.help;
  const [query, setQuery] = useState("");
  const filterId = useId();
  const words = fold(query).split(/\s+/).filter(Boolean);
  const matches = (question: { q: string; a: string }) => {
    const text = fold(`${question.q} ${question.a}`);
    return words.every((word) => text.includes(word));
  };
  const topics = texts.topics
    .map((topic) => ({ ...topic, questions: topic.questions.filter(matches) }))
    .filter((topic) => topic.questions.length > 0);
  return (
    <div className="container help-page">
      <h1>{texts.title}</h1>
      <p className="help-intro">{texts.intro}</p>
      <div className="help-filter">
        <label htmlFor={filterId}>{texts.filter}</label>
        <input
          id={filterId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          maxLength={100}
          data-testid="help-filter"
        />
      </div>
      <div lang={texts.contentLanguage === language ? undefined : texts.contentLanguage} aria-live="polite">
        {topics.length === 0 ? <p className="help-empty">{texts.noMatch}</p> : null}
        {topics.map((topic) => (
          <section key={topic.title} className="help-topic">
            <h2>{topic.title}</h2>
            {topic.questions.map((question) => (
              <details key={question.q} className="help-question" open={words.length > 0 || undefined}>
                <summary>{question.q}</summary>
                <p>{question.a}</p>
              </details>
            ))}
          </section>
        ))}
      </div>
      <div className="help-actions">
        <a className="btn btn-primary" href={supportMailto(texts.title)} data-testid="help-contact">
          {texts.contact}
        </a>
        <Link className="btn btn-secondary" to={buildPath(language, "contentReport")}>
          {texts.reportLink}
        </Link>
      </div>
    </div>
  );
}
