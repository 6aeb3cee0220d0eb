import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guests } from "../../db/schema/index.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";
import { ONLINE_MAIL_DAILY_LIMIT } from "./commands/onlineMail.ts";

let server: TestServer;
let clock = Date.parse("2026-03-02T10:00:00Z");
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());

const HOUR = 3_600_000;
type Guest = Awaited<ReturnType<typeof signUpGuest>>;
type Mail = { to: string; subject: string; text: string };

/** A guest who pinned the given actors, optionally verified, with e-mail notification on or off. */
async function fan(
  actorIds: number[],
  options: { verified?: boolean; emailNotify?: boolean; language?: string } = {},
): Promise<Guest> {
  const guest = await signUpGuest(server);
  await server.database.db
    .update(guests)
    .set({
      emailVerifiedAt: options.verified === false ? null : new Date(clock),
      language: options.language ?? "en",
    })
    .where(eq(guests.id, guest.guest.id));
  for (const actorId of actorIds) {
    const headers = guest.bearer;
    expect(
      (await server.post("guest/favorite/pin", { objectType: "actor", objectId: actorId }, headers)).status,
    ).toBe(200);
    const email = options.emailNotify ?? true;
    const toggled = await server.post(`guest/favorite/actor/${actorId}/notifications`, { email }, headers);
    expect(toggled.status).toBe(200);
  }
  return guest;
}

const operator = { "x-operator-key": TEST_OPERATOR_KEY };
async function flip(actorId: number, state: "online" | "offline") {
  const response = await server.post(`internal/actors/${actorId}/${state}`, {}, operator);
  expect(response.status).toBe(200);
}

async function onlineMails(guest: Guest): Promise<Mail[]> {
  const { mails } = (await (await server.fetch("/dev/mailbox.json")).json()) as { mails: Mail[] };
  // Every sign-up also mails a verification link: keep the favourite-online mails.
  return mails.filter((mail) => mail.to === guest.email && /online/i.test(mail.subject));
}

/** The guest's online mails once the outbox delivered everything, with the mails its handlers detached. */
async function waitForMails(guest: Guest, count: number): Promise<Mail[]> {
  await server.app.outbox.settled();
  const mails = await onlineMails(guest);
  expect(mails.length, `${guest.email}'s online mails`).toBeGreaterThanOrEqual(count);
  return mails;
}

describe("favourite online e-mail", () => {
  it("mails verified guests who asked for it, naming the actor with a link to the profile", async () => {
    const actor = await buildActor({ db: server.database.db });
    const wanted = await fan([actor.id]);
    const off = await fan([actor.id], { emailNotify: false });
    const unverified = await fan([actor.id], { verified: false });
    const spanish = await fan([actor.id], { language: "es" });

    await flip(actor.id, "online");
    const [mail] = await waitForMails(wanted, 1);
    expect(mail?.subject).toBe(`${actor.name} is online now`);
    expect(mail?.text).toContain(actor.name);
    expect(mail?.text).toMatch(new RegExp(`https?://\\S+/en/amateur/${actor.name.toLowerCase()}/(\\s|$)`));
    const [spanishMail] = await waitForMails(spanish, 1);
    expect(spanishMail?.subject).toBe(`${actor.name} está online ahora`);
    expect(spanishMail?.text).toContain(`/es/amateur/${actor.name.toLowerCase()}/`);
    // The batch of this actor is claimed in one statement: the others were never part of it.
    expect(await onlineMails(off)).toEqual([]);
    expect(await onlineMails(unverified)).toEqual([]);
  });

  it("mails a guest about an actor at most once in 12 hours", async () => {
    const actor = await buildActor({ db: server.database.db });
    const guest = await fan([actor.id]);
    await flip(actor.id, "online");
    await waitForMails(guest, 1);

    // The actor flips again an hour later: a guest who pinned meanwhile is mailed, the first is not.
    clock += HOUR;
    const newcomer = await fan([actor.id]);
    await flip(actor.id, "offline");
    await flip(actor.id, "online");
    await waitForMails(newcomer, 1);
    expect(await onlineMails(guest)).toHaveLength(1);

    // Twelve hours after the first mail the guest hears again.
    clock += 11 * HOUR;
    await flip(actor.id, "offline");
    await flip(actor.id, "online");
    expect(await waitForMails(guest, 2)).toHaveLength(2);
    expect(await onlineMails(newcomer)).toHaveLength(1);
  });

  it(`mails a guest about at most ${ONLINE_MAIL_DAILY_LIMIT} actors a day`, async () => {
    const actors = [];
    for (let i = 0; i <= ONLINE_MAIL_DAILY_LIMIT; i++)
      actors.push(await buildActor({ db: server.database.db }));
    const guest = await fan(actors.map((actor) => actor.id));
    const last = actors[ONLINE_MAIL_DAILY_LIMIT];
    if (!last) throw new Error("no actor");
    const witness = await fan([last.id]);
    for (const [index, actor] of actors.slice(0, ONLINE_MAIL_DAILY_LIMIT).entries()) {
      await flip(actor.id, "online");
      await waitForMails(guest, index + 1);
    }
    await flip(last.id, "online");
    await waitForMails(witness, 1);
    expect(await onlineMails(guest)).toHaveLength(ONLINE_MAIL_DAILY_LIMIT);
    expect((await onlineMails(guest)).some((mail) => mail.subject.startsWith(last.name))).toBe(false);
  });
});
