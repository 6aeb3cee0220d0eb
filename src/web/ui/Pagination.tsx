import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "./Icon.tsx";

/** Previous/next links that keep the other query parameters; works without JavaScript. */
export function Pagination(props: {
  page: number;
  pages: number;
  /** The list's path and query (`url.pathname`, `url.search`); links keep every other parameter. */
  pathname: string;
  search: string;
  labels: { previous: string; next: string; page: string; nav: string };
}) {
  const { page, pages } = props;
  if (pages <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams(props.search);
    if (target <= 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return query ? `${props.pathname}?${query}` : props.pathname;
  };
  const step = (target: number, disabled: boolean, rel: "prev" | "next", children: ReactNode) =>
    disabled ? (
      <span className="btn btn-secondary btn-small" aria-disabled="true">
        {children}
      </span>
    ) : (
      <Link className="btn btn-secondary btn-small" to={href(target)} rel={rel}>
        {children}
      </Link>
    );
  return (
    <nav className="pagination" aria-label={props.labels.nav}>
      {step(
        page - 1,
        page <= 1,
        "prev",
        <>
          <Icon name="chevronLeft" /> {props.labels.previous}
        </>,
      )}
      <span className="current num">{props.labels.page}</span>
      {step(
        page + 1,
        page >= pages,
        "next",
        <>
          {props.labels.next} <Icon name="chevronRight" />
        </>,
      )}
    </nav>
  );
}
