import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { buildActor, buildVideo } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/** Real concurrency on PostgreSQL: a guest's votes in a contest stop at 5 however many arrive at once. */
let server: TestServer;
let contestId: number;
const mediaIds: number[] = [];
const operator = { "x-operator-key": TEST_OPERATOR_KEY };

beforeAll(async () => {
  server = await startTestServer();
  const created = await server.post(
    "internal/contests",
    {
      title: { en: "Race" },
      mediaType: "video",
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
    operator,
  );
  contestId = ((await created.json()) as { id: number }).id;
  const actor = await buildActor({ db: server.database.db });
  for (let i = 0; i < 20; i++) {
    const video = await buildVideo({ db: server.database.db }, actor.id);
    const entry = await server.post(
      `internal/contests/${contestId}/entries`,
      { videoId: video.id },
      operator,
    );
    mediaIds.push(((await entry.json()) as { mediaId: number }).mediaId);
  }
});
afterAll(() => server.close());

describe("contest votes on PostgreSQL", () => {
  it("keeps exactly 5 of 100 parallel votes by one guest", async () => {
    const guest = await signUpGuest(server);
    const statuses = (
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          server.post(
            "contests/addContestMediaVoting",
            { contestId, mediaId: mediaIds[i % mediaIds.length], guestId: guest.guest.id },
            guest.bearer,
          ),
        ),
      )
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s !== 200 && s !== 403 && s !== 409)).toEqual([]);
    const [row] = await queryRows<{ votes: number; counter: number; entryVotes: number }>(
      server.database.db,
      sql`select (select count(*) from contest_votes where guest_id = ${guest.guest.id})::int as votes,
        (select votes from contest_guests where guest_id = ${guest.guest.id} and contest_id = ${contestId})::int as counter,
        (select sum(votes) from contest_entries where contest_id = ${contestId})::int as "entryVotes"`,
    );
    expect(row).toEqual({ votes: 5, counter: 5, entryVotes: 5 });
  });

  it("refuses a sixth vote in the database itself (the counter's CHECK)", async () => {
    const guest = await signUpGuest(server);
    await expect(
      server.database.db.execute(
        sql`insert into contest_guests (contest_id, guest_id, votes) values (${contestId}, ${guest.guest.id}, 6)`,
      ),
    ).rejects.toThrow();
  });
});
