import type { TGameOdds } from "../../common/contracts/games.ts";
import type { Language } from "../../common/languages.ts";
import { formatNumber } from "../../common/money.ts";

/** The words of an odds table, from the text pack of the page that shows it. */
export interface OddsTexts {
  title: string;
  intro: string;
  prize: string;
  chance: string;
  left: string;
  nothing: string;
  unlimited: string;
}

/**
 * A game's published odds (issue 30, fair play): each prize's chance, exactly the share the draw
 * uses, and what is left of a limited one. One table for every game and event page.
 */
export function OddsTable(props: {
  odds: TGameOdds[];
  /** Prefix of the heading's id and the table's test id (`{id}-odds`). */
  id: string;
  texts: OddsTexts;
  language: Language;
  className: string;
  level?: 2 | 3;
}) {
  const { odds, id, texts, language } = props;
  const Heading = props.level === 3 ? "h3" : "h2";
  const percent = (p: number) =>
    new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 2 }).format(p);
  return (
    <section className={props.className} aria-labelledby={`${id}-odds-title`}>
      <Heading id={`${id}-odds-title`}>{texts.title}</Heading>
      <p className="muted">{texts.intro}</p>
      <table data-testid={`${id}-odds`}>
        <thead>
          <tr>
            <th scope="col">{texts.prize}</th>
            <th scope="col">{texts.chance}</th>
            <th scope="col">{texts.left}</th>
          </tr>
        </thead>
        <tbody>
          {odds.map((line) => (
            <tr key={line.reward?.id ?? "none"}>
              <th scope="row">{line.reward?.label ?? texts.nothing}</th>
              <td className="num">{percent(line.probability)}</td>
              <td className="num">
                {line.left === undefined ? texts.unlimited : formatNumber(line.left, language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
