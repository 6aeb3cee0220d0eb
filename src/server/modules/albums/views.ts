import type { Redis } from "ioredis";

const DAY_SECONDS = 24 * 60 * 60;
const MEMORY_LIMIT = 200_000;

/**
 * Remembers which visitor saw which album on which (UTC) day, so an album's totalViews counts a
 * visitor once per day. With Redis every instance shares the marks (`SET … NX EX`); without it
 * (one instance, the default) they live in this process. No table: the marks only need to last
 * a day, and losing them on a restart counts a visitor at most once more.
 */
export class ViewMarks {
  private readonly memory = new Map<string, number>();

  constructor(private readonly redis: Redis | null) {}

  /** True the first time the key is marked on its day. */
  async firstToday(key: string, now: Date): Promise<boolean> {
    const day = now.toISOString().slice(0, 10);
    const mark = `albums:view:${day}:${key}`;
    if (this.redis) return (await this.redis.set(mark, "1", "EX", DAY_SECONDS + 3600, "NX")) === "OK";
    const at = now.getTime();
    if ((this.memory.get(mark) ?? 0) > at) return false;
    if (this.memory.size >= MEMORY_LIMIT) {
      for (const [k, until] of this.memory) if (until <= at) this.memory.delete(k);
      if (this.memory.size >= MEMORY_LIMIT) this.memory.clear();
    }
    this.memory.set(mark, at + (DAY_SECONDS + 3600) * 1000);
    return true;
  }
}

/** One set of marks per application (REST and the content service count together). */
const marksByApp = new WeakMap<object, ViewMarks>();

/** The view marks of an application context (its Redis, else its process memory). */
export function viewMarksOf(app: { redis: Redis | null }): ViewMarks {
  let marks = marksByApp.get(app);
  if (!marks) {
    marks = new ViewMarks(app.redis);
    marksByApp.set(app, marks);
  }
  return marks;
}
