/**
 * Group commit: calls that arrive while `maxInFlight` statements are already running wait, and go
 * to the database together as ONE statement (one round trip, one transaction, one commit) as soon
 * as a running statement returns. Under low load every call runs alone at once (no added delay);
 * under high load the calls of a few milliseconds share a commit. If a group's statement fails,
 * nothing of it was written (one transaction) and each of its calls runs alone, so every call gets
 * the answer or the error it would have had on its own.
 *
 * With `keyOf`, a group takes at most one call per key (the others wait for a later group, in their
 * order) and runs them sorted by key: statements that lock rows per key (a guest's row) then
 * always lock in the same order, so two groups never wait for each other in a circle.
 */
export interface GroupCommitOptions<A, R> {
  /** One call on its own (also what a failed group falls back to). */
  single: (args: A) => Promise<R>;
  /** Several calls in one statement; answers one result per call, in order. */
  group: (list: readonly A[]) => Promise<R[]>;
  /** Statements running at once (a pool's connections are shared with everything else). */
  maxInFlight: number;
  /** The most calls in one statement. */
  maxGroup: number;
  /** A group takes one call per key, sorted by key. */
  keyOf?: (args: A) => string | number;
}

interface Waiting<A, R> {
  args: A;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export function groupCommit<A, R>(options: GroupCommitOptions<A, R>): (args: A) => Promise<R> {
  const { single, group, maxInFlight, maxGroup, keyOf } = options;
  if (maxInFlight < 1 || maxGroup < 1) throw new Error("groupCommit: maxInFlight and maxGroup must be >= 1");
  let inFlight = 0;
  const queue: Waiting<A, R>[] = [];

  const runAlone = (waiting: Waiting<A, R>) =>
    Promise.resolve(waiting.args).then(single).then(waiting.resolve, waiting.reject);

  const runGroup = async (list: Waiting<A, R>[]) => {
    let results: R[];
    try {
      results = await Promise.resolve(list.map((waiting) => waiting.args)).then(group);
      if (results.length !== list.length)
        throw new Error(`groupCommit: ${results.length} results for ${list.length} calls`);
    } catch {
      // Nothing of the group was written: each call on its own gets its own answer or error.
      await Promise.all(list.map(runAlone));
      return;
    }
    for (const [i, waiting] of list.entries()) waiting.resolve(results[i] as R);
  };

  /** The next group: the first maxGroup waiting calls, or with keyOf the first of each key, sorted. */
  const take = (): Waiting<A, R>[] => {
    if (!keyOf) return queue.splice(0, maxGroup);
    const keys = new Set<string | number>();
    const taken: { key: string | number; waiting: Waiting<A, R> }[] = [];
    const rest: Waiting<A, R>[] = [];
    for (const waiting of queue) {
      const key = keyOf(waiting.args);
      if (taken.length < maxGroup && !keys.has(key)) {
        keys.add(key);
        taken.push({ key, waiting });
      } else rest.push(waiting);
    }
    queue.splice(0, queue.length, ...rest);
    taken.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return taken.map((entry) => entry.waiting);
  };

  const next = () => {
    while (inFlight < maxInFlight && queue.length > 0) {
      const list = take();
      inFlight += 1;
      const done = list.length === 1 ? runAlone(list[0] as Waiting<A, R>) : runGroup(list);
      void done.finally(() => {
        inFlight -= 1;
        next();
      });
    }
  };

  return (args: A) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ args, resolve, reject });
      next();
    });
}
