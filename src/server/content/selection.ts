import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from "graphql";

/**
 * Whether the query selects a path below the resolved field (e.g. `items.tags` under `videos`), so
 * a resolver can skip a read nobody asked for. Fragments count as "yes" (not worth resolving here).
 */
export function selects(info: GraphQLResolveInfo, path: string[]): boolean {
  let sets: SelectionSetNode[] = info.fieldNodes.flatMap((node) =>
    node.selectionSet ? [node.selectionSet] : [],
  );
  for (const [depth, name] of path.entries()) {
    const next: SelectionSetNode[] = [];
    for (const set of sets)
      for (const selection of set.selections) {
        if (selection.kind !== Kind.FIELD) return true;
        if (selection.name.value !== name) continue;
        if (depth === path.length - 1) return true;
        if (selection.selectionSet) next.push(selection.selectionSet);
      }
    sets = next;
  }
  return false;
}
