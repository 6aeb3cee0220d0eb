import { LocalMediaStore } from "../adapters/media-store/localMediaStore.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { actorCounts } from "../modules/catalog/index.ts";
import { seedDemo } from "./demo.ts";

/** Seeds the demo catalogue when the database has no actors yet. */
export async function seedIfEmpty(options: {
  database: Database;
  config: Config;
  log: { info(message: string): void };
}): Promise<void> {
  if ((await actorCounts(options.database.db)).all > 0) return;
  const started = Date.now();
  console.log("Empty database: creating the demo catalogue (first start only)...");
  await seedDemo({
    db: options.database.db,
    media: new LocalMediaStore(options.config.mediaDir),
    protectedMedia: new LocalMediaStore(options.config.protectedMediaDir),
    now: new Date(),
    log: (message: string) => console.log(`  ${message}`),
  });
  console.log(`Demo catalogue ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  options.log.info("demo seed done");
}
