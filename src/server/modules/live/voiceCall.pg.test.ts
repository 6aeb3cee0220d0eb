import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TVoiceCallStartResult } from "../../../common/contracts/voiceCall.ts";
import { buildActor } from "../../test/factories.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/**
 * The anonymous call's limit per network on PostgreSQL with real concurrency (PGlite serialises
 * transactions): calls started at once from eight addresses of one IPv6 /64 to eight performers
 * (no shared actor lock) let exactly one through, the others answer 919.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
});
afterAll(() => server.close());

describe("the anonymous call's network limit under concurrent starts", () => {
  it("lets one of several calls from one /64 to different performers through", async () => {
    const actors = await Promise.all(
      Array.from({ length: 8 }, () => buildActor({ db: server.database.db }, { isOnline: true })),
    );
    const results = await Promise.all(
      actors.map(async (actor, i) => {
        const response = await server.post(
          "voicecall/startAnonymousVoicecallChat",
          { actorId: actor.id },
          { "x-forwarded-for": `2001:db8:55:9:${i + 1}::${i + 7}` },
        );
        expect(response.status).toBe(200);
        return ((await response.json()) as TVoiceCallStartResult).resultCode;
      }),
    );
    expect(results.filter((code) => code === 2000)).toHaveLength(1);
    expect(results.filter((code) => code === 919)).toHaveLength(7);
  });
});
