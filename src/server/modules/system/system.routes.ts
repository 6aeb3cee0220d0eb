import type { FastifyInstance } from "fastify";

/** GET /rest/v1/alive: liveness (200 while the process serves requests). */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  app.get("/alive", async () => ({ alive: true, time: app.ctx.now().toISOString() }));
}
