import { Link } from "react-router";

/**
 * A page's breadcrumb trail (common/breadcrumbs.ts): links up to the page itself, which is the last
 * item (aria-current). The page adds the same trail as BreadcrumbList JSON-LD (features/seo).
 */
export function Breadcrumbs({ items, label }: { items: { name: string; url: string }[]; label: string }) {
  return (
    <nav className="breadcrumbs" aria-label={label} data-testid="breadcrumbs">
      <ol>
        {items.map((item, index) => (
          <li key={item.url}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <Link to={item.url}>{item.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
