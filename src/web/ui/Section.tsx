import type { ReactNode } from "react";
import { Link } from "react-router";

/** A titled block of the page with an optional "show all" link. */
export function Section(props: {
  id?: string;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  const headingId = props.id ? `${props.id}-title` : undefined;
  return (
    <section className="section" id={props.id} aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId}>{props.title}</h2>
        {props.more ? <Link to={props.more.to}>{props.more.label}</Link> : null}
      </div>
      {props.children}
    </section>
  );
}
