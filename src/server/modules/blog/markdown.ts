import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

// Raw HTML in the Markdown is shown as text (html: false); links are checked by markdown-it
// (no javascript:, vbscript:, file: or data: links) and again by the sanitizer below.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

/**
 * What a blog post's HTML may hold: text structure, links (http, https, mailto; outside links open
 * in a new tab without the opener and without passing rank), pictures of the site's media store
 * (/media/...) or https, and nothing else. The page's h1 is the post's title: headings start at h2.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "s",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "code",
    "pre",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title", "rel", "target"], img: ["src", "alt", "title"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const outside = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: outside
          ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" }
          : { ...attribs },
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !/^(https:\/\/|\/media\/)/.test(frame.attribs.src ?? ""),
};

/** A blog post's Markdown as sanitized HTML (rendered once, when the operator writes the post). */
export function renderBlogMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), POLICY).trim();
}
