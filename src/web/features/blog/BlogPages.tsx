import { Link } from "react-router";
import type { TBlogArchive, TBlogLanding, TBlogPage, TBlogPost } from "../../../common/contracts/blog.ts";
import { BLOG_CATEGORY_KEYS, type BlogCategoryKey } from "../../../common/contracts/values/blog.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { formatDate } from "../../i18n/format.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Img } from "../../ui/Img.tsx";
import { BlogCards, BlogPager } from "./BlogTeasers.tsx";

/** Each language in its own words (the post's other languages). */
const NATIVE_NAMES: Record<string, string> = {
  de: "Deutsch",
  en: "English",
  es: "Español",
  nl: "Nederlands",
};

/** The blog's categories and archive as links (every hub of the blog is reachable from the HTML). */
function BlogNav({ current }: { current?: BlogCategoryKey | "archive" }) {
  const { t, language } = useI18n();
  return (
    <nav className="blog-nav" aria-label={t.blog.title}>
      <ul>
        {BLOG_CATEGORY_KEYS.map((key) => (
          <li key={key}>
            <Link
              to={buildPath(language, "blogCategory", { category: key })}
              aria-current={current === key ? "page" : undefined}
            >
              {t.blog.categories[key]}
            </Link>
          </li>
        ))}
        <li>
          <Link
            to={buildPath(language, "blogArchive", { year: new Date().getUTCFullYear() })}
            aria-current={current === "archive" ? "page" : undefined}
          >
            {t.blog.archive}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** /blog/: the featured posts, then news, actions, interviews and events (three each). */
export function BlogLandingPage({ landing }: { landing: TBlogLanding }) {
  const { t, language } = useI18n();
  return (
    <main id="main" className="page blog-page" data-testid="blog-landing">
      <header className="blog-header">
        <h1>{t.blog.title}</h1>
        <p>{t.blog.intro}</p>
      </header>
      <BlogNav />
      {landing.featured.length > 0 ? (
        <section aria-labelledby="blog-featured" className="blog-section blog-featured">
          <h2 id="blog-featured">{t.blog.featured}</h2>
          <BlogCards posts={landing.featured} />
        </section>
      ) : null}
      <div className="blog-sections">
        {landing.sections.map((section) =>
          section.items.length === 0 ? null : (
            <section
              key={section.category}
              aria-labelledby={`blog-${section.category}`}
              className="blog-section"
            >
              <div className="blog-section-head">
                <h2 id={`blog-${section.category}`}>{t.blog.categories[section.category]}</h2>
                <Link to={buildPath(language, "blogCategory", { category: section.category })}>
                  {fill(t.blog.allOf, { category: t.blog.categories[section.category] })}
                </Link>
              </div>
              <BlogCards posts={section.items} />
            </section>
          ),
        )}
      </div>
    </main>
  );
}

/** /blog/category/{key}/: a category's posts, nine a page. */
export function BlogCategoryPage(props: { category: BlogCategoryKey; list: TBlogPage }) {
  const { t, language } = useI18n();
  const base = buildPath(language, "blogCategory", { category: props.category });
  return (
    <main id="main" className="page blog-page" data-testid="blog-category">
      <header className="blog-header">
        <h1>{t.blog.categories[props.category]}</h1>
      </header>
      <BlogNav current={props.category} />
      <BlogCards posts={props.list.items} />
      <BlogPager {...props.list} href={(page) => (page === 1 ? base : `${base}?page=${page}`)} />
    </main>
  );
}

/** /blog/archive/{year}/: the years with posts, and one year's posts. */
export function BlogArchivePage({ archive }: { archive: TBlogArchive }) {
  const { t, language } = useI18n();
  const year = archive.year ?? new Date().getUTCFullYear();
  const base = buildPath(language, "blogArchive", { year });
  return (
    <main id="main" className="page blog-page" data-testid="blog-archive">
      <header className="blog-header">
        <h1>{fill(t.blog.archiveTitle, { year })}</h1>
      </header>
      <BlogNav current="archive" />
      <nav className="blog-years" aria-label={t.blog.years}>
        <ul>
          {archive.years.map((entry) => (
            <li key={entry.year}>
              <Link
                to={buildPath(language, "blogArchive", { year: entry.year })}
                aria-current={entry.year === archive.year ? "page" : undefined}
              >
                {entry.year} <span className="blog-count">({entry.count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="blog-year-title">{fill(t.blog.archiveYear, { year })}</h2>
      <BlogCards posts={archive.items} />
      <BlogPager {...archive} href={(page) => (page === 1 ? base : `${base}?page=${page}`)} />
    </main>
  );
}

/** /blog/{slug}/: a post, its picture, the performers it names and its other languages. */
export function BlogPostPage({ post }: { post: TBlogPost }) {
  const { t, language } = useI18n();
  const others = post.languages.filter((other) => other !== language);
  return (
    <main id="main" className="page blog-page blog-post" data-testid="blog-post">
      <nav className="blog-back">
        <Link to={buildPath(language, "blog")}>{t.blog.backToBlog}</Link>
      </nav>
      <article aria-labelledby="blog-post-title">
        <header className="blog-post-header">
          <Link className="blog-chip" to={buildPath(language, "blogCategory", { category: post.category })}>
            {t.blog.categories[post.category]}
          </Link>
          <h1 id="blog-post-title">{post.title}</h1>
          <p className="blog-post-date">
            <time dateTime={post.published}>
              {fill(t.blog.published, { date: formatDate(post.published, language) })}
            </time>
          </p>
          {post.teaser ? <p className="blog-post-teaser">{post.teaser}</p> : null}
        </header>
        {post.image ? (
          <Img image={post.image} alt="" ratio="16x9" sizes="(min-width: 960px) 720px, 100vw" priority />
        ) : null}
        {/* Sanitized on the server when the post was written (modules/blog/markdown.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the blog's HTML is sanitized when it is written */}
        <div className="blog-post-body" dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
      {post.actors.length > 0 ? (
        <section className="blog-actors" aria-labelledby="blog-actors">
          <h2 id="blog-actors">{t.blog.performers}</h2>
          <ul>
            {post.actors.map((actor) => (
              <li key={actor.id}>
                <Link to={actor.url}>
                  {actor.avatar ? (
                    <img src={actor.avatar} alt="" width={48} height={48} loading="lazy" />
                  ) : null}
                  <span>{actor.name}</span>
                  {actor.online ? <span className="blog-online">{t.blog.online}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {others.length > 0 ? (
        <p className="blog-languages">
          {t.blog.otherLanguages}{" "}
          {others.map((other, index) => (
            <span key={other}>
              {index > 0 ? ", " : ""}
              <a href={buildPath(other, "blogPost", { slug: post.slug })} hrefLang={other} lang={other}>
                {NATIVE_NAMES[other] ?? other}
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </main>
  );
}
