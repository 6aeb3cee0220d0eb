import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  ZAddContestVote,
  ZContestGridParams,
  ZContestGridQuery,
  ZContestId,
  ZDeleteContestVote,
  ZHideVoteLimitModal,
} from "../../../common/contracts/contests.ts";
import { runCommand } from "../../lib/command.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { parseInput } from "../../lib/validate.ts";
import { addVote, hideVoteLimitModal, removeVote } from "./commands/votes.ts";
import {
  actorEntriesView,
  contestGridView,
  contestHeaderView,
  contestListsView,
  contestView,
  guestDataView,
  topListView,
  type Viewer,
} from "./views.ts";

const ZContestParams = z.strictObject({ contestId: ZContestId });

/**
 * Contests (docs/REST.md "Contests", spec content §7): the lists, a contest's header, grid, top list
 * and a performer's entries for everyone; the guest's data and votes for the logged-in guest.
 */
export async function contestsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const viewer = async (request: FastifyRequest): Promise<Viewer> => {
    const auth = await request.auth();
    return { language: request.language, now: ctx.now(), ageChecked: auth?.guest.avsStatus === "accepted" };
  };
  const contestId = (request: FastifyRequest) => parseInput(ZContestParams, request.params).contestId;

  app.get("/contests", async (request) => contestListsView(ctx.db, await viewer(request)));

  app.post("/contests/addContestMediaVoting", async (request) => {
    const { guest } = await requireGuest(request);
    const input = parseInput(ZAddContestVote, request.body);
    return runCommand(ctx, addVote, { guest: { id: guest.id, avsStatus: guest.avsStatus }, input });
  });

  app.post("/contests/deleteContestMediaVoting", async (request) => {
    const { guest } = await requireGuest(request);
    const input = parseInput(ZDeleteContestVote, request.body);
    return runCommand(ctx, removeVote, { guestId: guest.id, input });
  });

  app.post("/contests/hideVoteLimitModal", async (request) => {
    const { guest } = await requireGuest(request);
    const input = parseInput(ZHideVoteLimitModal, request.body);
    return runCommand(ctx, hideVoteLimitModal, { guestId: guest.id, contestId: input.contestId });
  });

  app.get("/contests/getContestGuestData/:contestId", async (request) => {
    const { guest } = await requireGuest(request);
    return guestDataView(ctx.db, contestId(request), guest.id);
  });

  app.get("/contests/getContestGridItems/:contestId/:contestSub/:limit/:offset", async (request) => {
    const params = parseInput(ZContestGridParams, request.params);
    const { actorName } = parseInput(ZContestGridQuery, request.query);
    const auth = await request.auth();
    const guestId = auth?.guest.id ?? null;
    return contestGridView(ctx.db, { ...params, actorName, guestId }, await viewer(request));
  });

  app.get("/contests/:contestId", async (request) =>
    contestView(ctx.db, contestId(request), await viewer(request)),
  );

  app.get("/contests/:contestId/topList", async (request) =>
    topListView(ctx.db, contestId(request), await viewer(request)),
  );

  app.get("/contests/:contestId/getHeader", async (request) =>
    contestHeaderView(ctx.db, contestId(request), await viewer(request)),
  );

  app.get("/contests/:contestId/actor/:actorId", async (request) => {
    const params = parseInput(ZContestParams.extend({ actorId: ZContestId }), request.params);
    return actorEntriesView(ctx.db, params.contestId, params.actorId, await viewer(request));
  });
}
