import { describe, expect, it } from "vitest";
import { renderBlogMarkdown } from "./markdown.ts";

describe("renderBlogMarkdown", () => {
  it("renders Markdown's structure, with headings from h2", () => {
    const html = renderBlogMarkdown("# Title\n\nSome **bold** and _em_.\n\n- one\n- two\n\n> quoted");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>em</em>");
    expect(html).toContain("<ul>\n<li>one</li>");
    expect(html).toContain("<blockquote>");
  });

  it("shows raw HTML as text and drops scripts, handlers and dangerous links", () => {
    const html = renderBlogMarkdown(
      "<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) [data](data:text/html,hi) ![p](http://evil/x.png)",
    );
    expect(html).not.toMatch(/<script|<img src="x"|onerror="|href="javascript|href="data/i);
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain('src="http://evil');
  });

  it("opens outside links in a new tab without the opener, keeps the site's own links as they are", () => {
    const html = renderBlogMarkdown(
      "[out](https://example.com/) and [in](/en/blog/) and ![pic](/media/a.jpg)",
    );
    expect(html).toContain(
      '<a href="https://example.com/" rel="noopener noreferrer nofollow" target="_blank">out</a>',
    );
    expect(html).toContain('<a href="/en/blog/">in</a>');
    expect(html).toContain('<img src="/media/a.jpg" alt="pic" />');
  });
});
