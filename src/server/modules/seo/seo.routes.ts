import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../../lib/errors.ts";
import { memoizeAsync } from "../../lib/memoize.ts";
import { parseInput } from "../../lib/validate.ts";
import { blogSitemapRows } from "../blog/index.ts";
import { sitemapCatalog } from "../catalog/index.ts";
import { mediathekSitemapRows } from "../mediathek/index.ts";
import { robotsTxt, sitemapFiles, sitemapIndexXml, sitemapXml } from "./sitemap.ts";

/** How long the sitemap is kept: crawlers read it rarely, and a new video may wait this long. */
const SITEMAP_TTL_MS = 10 * 60_000;
const ZSitemapName = z.object({ name: z.string().regex(/^[a-z]+(-\d{1,4})?\.xml$/) });
const XML = "application/xml; charset=utf-8";

/** robots.txt and the sitemaps (/sitemap.xml, the index; /sitemaps/<file>.xml), at the site's root. */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const files = memoizeAsync(
    async () =>
      sitemapFiles(ctx.config.publicUrl, {
        ...(await sitemapCatalog(ctx.db, ctx.now())),
        blogPosts: await blogSitemapRows(ctx.db, ctx.now()),
        tvSeries: await mediathekSitemapRows(ctx.db),
      }),
    SITEMAP_TTL_MS,
  );
  const cached = "public, max-age=600";

  app.get("/robots.txt", async (_request, reply) =>
    reply
      .header("cache-control", cached)
      .type("text/plain; charset=utf-8")
      .send(robotsTxt(ctx.config.publicUrl)),
  );

  app.get("/sitemap.xml", async (_request, reply) =>
    reply
      .header("cache-control", cached)
      .type(XML)
      .send(sitemapIndexXml(ctx.config.publicUrl, await files())),
  );

  app.get("/sitemaps/:name", async (request, reply) => {
    const { name } = parseInput(ZSitemapName, request.params);
    const file = (await files()).find((f) => `${f.name}.xml` === name);
    if (!file) throw notFound("Sitemap");
    return reply.header("cache-control", cached).type(XML).send(sitemapXml(file));
  });
}
