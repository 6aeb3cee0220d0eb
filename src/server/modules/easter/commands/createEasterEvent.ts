import type { TEasterEventCreate } from "../../../../common/contracts/easter.ts";
import { ROUTE_NAMES } from "../../../../common/routes/table.ts";
import type { Tx } from "../../../db/client.ts";
import { easterEggSpots, easterEvents, easterRewards } from "../../../db/schema/easter.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";

/**
 * Creates an easter event with its egg spots and reward ladder (operator: POST
 * internal/easter/events). A spot's page must be a route name of the site (400); a key in use is 409.
 */
export async function createEasterEvent(options: {
  tx: Tx;
  input: TEasterEventCreate;
  now: Date;
}): Promise<{ id: number }> {
  const { tx, input } = options;
  const unknown = input.spots.filter((spot) => !(ROUTE_NAMES as string[]).includes(spot.page));
  if (unknown.length > 0)
    throw new AppError(
      AppErrorCode.VALIDATION_FAILED,
      `Unknown page: ${unknown.map((s) => s.page).join(", ")}`,
    );
  const [event] = await tx
    .insert(easterEvents)
    .values({
      key: input.key,
      title: input.title,
      startsAt: new Date(input.startsAt),
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      eggsPerDay: input.eggsPerDay,
      createdAt: options.now,
    })
    .onConflictDoNothing()
    .returning({ id: easterEvents.id });
  if (!event) throw new AppError(AppErrorCode.CONFLICT, `An easter event with the key "${input.key}" exists`);
  await tx.insert(easterEggSpots).values(
    input.spots.map((spot) => ({
      eventId: event.id,
      eggKey: spot.eggKey,
      routeName: spot.page,
      position: spot.position,
    })),
  );
  await tx.insert(easterRewards).values(
    input.rewards.map((reward) => ({
      eventId: event.id,
      requiredEggs: reward.requiredEggs,
      isUpTo: reward.isUpTo,
      hidden: reward.hidden,
      benefit: reward.benefit,
      label: reward.label,
    })),
  );
  return event;
}
