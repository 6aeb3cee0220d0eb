import { Link } from "react-router";
import { Icon } from "./Icon.tsx";

/** Previous/next links that keep the other query parameters; works without JavaScript. */
export function Pagination(props: {
  page: number;
  pages: number;
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
    return query ? `?${query}` : ".";
  };
  return (
    <nav className="pagination" aria-label={props.labels.nav}>
      <Link className="btn btn-secondary btn-small" to={href(page - 1)} aria-disabled={page <= 1} rel="prev">
        <Icon name="chevronLeft" /> {props.labels.previous}
      </Link>
      <span className="current num">{props.labels.page}</span>
      <Link
        className="btn btn-secondary btn-small"
        to={href(page + 1)}
        aria-disabled={page >= pages}
        rel="next"
      >
        {props.labels.next} <Icon name="chevronRight" />
      </Link>
    </nav>
  );
}
