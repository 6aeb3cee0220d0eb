import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { ZNewsletterLinkQuery, ZNewsletterToken } from "../../../common/contracts/accounts.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import { newsletterLinkOf, newsletterLinkState, unsubscribeByLink } from "../accounts/index.ts";

/**
 * The newsletters' unsubscribe links (docs/decisions.md "Newsletter unsubscribe links"): the page
 * reads what a link is about and unsubscribes with it, no login needed (the signed token is the
 * proof); a mail client's one-click unsubscribe (RFC 8058) posts the form body
 * `List-Unsubscribe=One-Click` to the same call with the token in the query. The operator's mailer
 * asks for a guest's link.
 */
export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  const secret = app.ctx.config.mediaSigningKey;
  const tokenOf = (request: FastifyRequest) => {
    const body = request.body;
    const fromBody = body && typeof body === "object" && "token" in body ? body : null;
    // The query may carry the client's other parameters (language); a body is the token alone.
    return fromBody
      ? parseInput(ZNewsletterToken, fromBody).token
      : parseInput(ZNewsletterToken.strip(), request.query).token;
  };

  app.get("/newsletter/unsubscribe", async (request) =>
    newsletterLinkState(app.ctx.db, { secret, token: tokenOf(request) }),
  );

  // Only this call takes a form body (the one-click post); its content is not needed.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, _body, done) => done(null, null),
  );
  app.post("/newsletter/unsubscribe", async (request) => ({
    success: true,
    ...(await unsubscribeByLink(app.ctx.db, { secret, token: tokenOf(request) })),
  }));

  const authorize = operatorGuard(app);
  app.get("/internal/guests/:guestId/newsletter-link", async (request) => {
    authorize(request);
    const { guestId } = parseInput(
      z.object({ guestId: z.coerce.number().int().positive().max(2_147_483_647) }),
      request.params,
    );
    const { typeId } = parseInput(ZNewsletterLinkQuery, request.query);
    const { publicUrl } = app.ctx.config;
    return newsletterLinkOf(app.ctx.db, {
      secret,
      guestId,
      typeBits: typeId.reduce((bits, bit) => bits | bit, 0),
      pageUrl: `${publicUrl}${buildPath("de", "newsletterUnsubscribe")}`,
      restUrl: `${publicUrl}/rest/v1/newsletter/unsubscribe`,
    });
  });
}
