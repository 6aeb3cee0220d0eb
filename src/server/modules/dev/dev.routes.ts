import type { FastifyInstance } from "fastify";
import { readOutbox } from "../../adapters/mailer/mailer.ts";
import { readCallLog } from "../../adapters/phone/phone.ts";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** Development helpers, never registered in production: the mail outbox and the sandbox phone's log. */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  app.get("/dev/mailbox.json", async () => ({ mails: await readOutbox(app.ctx.db) }));
  // The sandbox phone's call log: its texts and calls (they are in the mailbox too).
  app.get("/dev/phone.json", async () => ({ calls: await readCallLog(app.ctx.db) }));

  app.get("/dev/mailbox", async (_request, reply) => {
    const mails = await readOutbox(app.ctx.db);
    const items = mails
      .map(
        (mail) =>
          `<article><h2>${escapeHtml(mail.subject)}</h2><p class="meta">To ${escapeHtml(mail.to)} · ${mail.createdAt.toISOString()}</p><pre>${escapeHtml(mail.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
      )
      .join("\n");
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox (development)</title><style>body{font:15px/1.5 system-ui,sans-serif;background:#0b0b10;color:#eee;max-width:760px;margin:2rem auto;padding:0 1rem}article{border:1px solid #333;border-radius:8px;padding:1rem;margin:1rem 0;background:#15151d}h2{margin:0;font-size:1.1rem}.meta{color:#aaa;margin:.25rem 0}pre{white-space:pre-wrap;font:inherit}a{color:#ff5c9a}</style></head><body><h1>Mailbox</h1><p>Mail the platform sent (outbox adapter, newest first).</p>${items || "<p>No mail yet.</p>"}</body></html>`,
      );
  });
}
