import { Link } from "react-router";
import type { TBlogTeaser } from "../../../common/contracts/blog.ts";
import { formatDate } from "../../i18n/format.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Img } from "../../ui/Img.tsx";
import "./blog.css";

/** A post's card: picture, category, date, title and teaser, the whole card a link to the post. */
export function BlogCard({ post, priority = false }: { post: TBlogTeaser; priority?: boolean }) {
  const { t, language } = useI18n();
  // Interviews show their picture larger (spec: interview image size 720).
  const sizes =
    post.category === "interviews" ? "(min-width: 768px) 720px, 100vw" : "(min-width: 768px) 33vw, 100vw";
  return (
    <li className="blog-card" data-testid="blog-card">
      <Link to={post.url} className="blog-card-link">
        {post.image ? (
          <Img image={post.image} alt="" ratio="16x9" sizes={sizes} priority={priority} />
        ) : (
          <span className={`blog-card-art blog-art-${post.category}`} aria-hidden="true">
            {t.blog.categories[post.category]}
          </span>
        )}
        <span className="blog-card-body">
          <span className="blog-card-meta">
            <span className="blog-chip">{t.blog.categories[post.category]}</span>
            <time dateTime={post.published}>{formatDate(post.published, language)}</time>
          </span>
          <span className="blog-card-title">{post.title}</span>
          {post.teaser ? <span className="blog-card-teaser">{post.teaser}</span> : null}
        </span>
      </Link>
    </li>
  );
}

/** A grid of posts, or the empty note. */
export function BlogCards({ posts, label }: { posts: TBlogTeaser[]; label?: string }) {
  const { t } = useI18n();
  if (posts.length === 0) return <p className="blog-empty">{t.blog.empty}</p>;
  return (
    <ul className="blog-cards" aria-label={label}>
      {posts.map((post, index) => (
        <BlogCard key={post.id} post={post} priority={index === 0} />
      ))}
    </ul>
  );
}

/** Newer and older pages of a list, as plain links (crawlers and guests without scripts follow them). */
export function BlogPager(props: {
  page: number;
  total: number;
  pageSize: number;
  href: (page: number) => string;
}) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="blog-pager" aria-label={t.blog.pages}>
      {props.page > 1 ? (
        <Link to={props.href(props.page - 1)} rel="prev">
          {t.blog.newer}
        </Link>
      ) : (
        <span />
      )}
      <span>{fill(t.blog.pageOf, { page: props.page, pages })}</span>
      {props.page < pages ? (
        <Link to={props.href(props.page + 1)} rel="next">
          {t.blog.older}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
