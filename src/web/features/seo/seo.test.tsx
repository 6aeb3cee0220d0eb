import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta } from "react-router";
import { describe, expect, it } from "vitest";
import { routeSeo, type Seo, seoMeta } from "./seo.ts";

const HOSTILE = "</script><script>alert(1)</script><!--";

/** The head React Router renders for a page with these SEO data (the same Meta as root.tsx). */
function renderHead(seo: Seo): string {
  const Stub = createRoutesStub([{ path: "/", meta: () => seoMeta(seo), Component: () => <Meta /> }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

const base = (): Seo =>
  routeSeo({
    publicUrl: "https://velvet.example",
    language: "es",
    name: "home",
    title: "Inicio",
    description: "Bienvenido",
  });

describe("seoMeta", () => {
  it("names the site and the locale with its alternates on every page", () => {
    const html = renderHead(base());
    expect(html).toContain('<meta property="og:type" content="website"/>');
    expect(html).toContain('<meta property="og:site_name" content="Velvet"/>');
    expect(html).toContain('<meta property="og:locale" content="es_ES"/>');
    for (const locale of ["de_DE", "en_US", "nl_NL"])
      expect(html).toContain(`<meta property="og:locale:alternate" content="${locale}"/>`);
    expect(html.match(/og:locale:alternate/g)).toHaveLength(3);
    expect(html).not.toContain('<meta property="og:locale:alternate" content="es_ES"/>');
    expect(html).not.toContain("og:image");
    expect(html).not.toContain("twitter:card");
    expect(html).not.toContain("ld+json");
  });

  it("adds the image, its size, the large card, the type's properties and the JSON-LD", () => {
    const html = renderHead({
      ...base(),
      type: "video.other",
      image: { url: "https://velvet.example/media/v-w1280.jpg", width: 1280, height: 720, alt: "Clip" },
      properties: [["video:duration", "754"]],
      structured: { "@context": "https://schema.org", "@type": "VideoObject", name: "Clip" },
    });
    expect(html).toContain('<meta property="og:type" content="video.other"/>');
    expect(html).toContain('<meta property="og:image" content="https://velvet.example/media/v-w1280.jpg"/>');
    expect(html).toContain('<meta property="og:image:width" content="1280"/>');
    expect(html).toContain('<meta property="og:image:height" content="720"/>');
    expect(html).toContain('<meta property="og:image:alt" content="Clip"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta property="video:duration" content="754"/>');
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(script ?? "")).toEqual({
      "@context": "https://schema.org",
      "@type": "VideoObject",
      name: "Clip",
    });
  });

  it("escapes the JSON-LD so a title cannot close the script element or open a comment", () => {
    const html = renderHead({
      ...base(),
      title: HOSTILE,
      structured: { "@type": "VideoObject", name: HOSTILE, description: "a & b" },
    });
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const body = scripts[0]?.[1] ?? "";
    expect(body).not.toMatch(/[<>]/);
    expect(body).not.toContain("<!--");
    expect(JSON.parse(body)).toEqual({ "@type": "VideoObject", name: HOSTILE, description: "a & b" });
    expect(html).not.toContain("<script>alert(1)");
  });
});
