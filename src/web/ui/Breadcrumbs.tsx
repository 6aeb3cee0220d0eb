import { Link } from "react-router";

/**
 * A page's breadcrumb trail (common/breadcrumbs.ts): links up to the page itself, which is the last
 * item (aria-current). The page adds the same trail as BreadcrumbList JSON-LD (features/seo).
 */
export function Breadcrumbs({
  items,
  label,
  currentLang,
}: {
  items: { name: string; url: string }[];
  label: string;
  /** The language of the page's own name when it is not the page's (a performer's title in hers). */
  currentLang?: string | undefined;
}) {
  return (
    <nav className="breadcrumbs" aria-label={label} data-testid="breadcrumbs">
      <ol>
        {items.map((item, index) => (
          <li key={item.url}>
            {index === items.length - 1 ? (
              <span aria-current="page" lang={currentLang}>
                {item.name}
              </span>
            ) : (
              <Link to={item.url}>{item.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
