import type { DbOrTx } from "./client.ts";

/**
 * A statement built and prepared once per database handle, for reads that run on every request:
 * building a drizzle select (its columns, its conditions) can cost more than running it. The
 * statement takes its values as placeholders (`sql.placeholder`). A transaction is a handle of its
 * own (it gets its own statement object; the text, and so the server-side statement, is the same).
 */
export function preparedPerDatabase<S>(build: (db: DbOrTx) => S): (db: DbOrTx) => S {
  const statements = new WeakMap<DbOrTx, S>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
