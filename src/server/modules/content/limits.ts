import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";

/** Deepest selection nesting allowed (mercurius queryDepth). */
export const MAX_DEPTH = 8;
/** Most field selections of one operation, fragments expanded where they are spread. */
export const MAX_FIELDS = 400;
/** Most top-level fields (aliases of the same list count each). */
export const MAX_ROOT_FIELDS = 12;

/**
 * A validation rule against abusive queries: counts the field selections of each operation with
 * every fragment spread expanded (so a fragment spread 100 times costs 100 times), and the root
 * fields. With list sizes capped at 100 by the resolvers and depth at MAX_DEPTH, this bounds the
 * work of one request.
 */
export function complexityRule(context: ValidationContext): ASTVisitor {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  return {
    OperationDefinition(node) {
      let fields = 0;
      let tooBig = false;
      const walk = (set: SelectionSetNode, depth: number, seen: readonly string[]): number => {
        let here = 0;
        for (const selection of set.selections) {
          if (tooBig) return here;
          if (depth > 30) {
            tooBig = true;
            return here;
          }
          if (selection.kind === Kind.FIELD) {
            here += 1;
            fields += 1;
            if (fields > MAX_FIELDS) tooBig = true;
            if (selection.selectionSet) walk(selection.selectionSet, depth + 1, seen);
          } else if (selection.kind === Kind.INLINE_FRAGMENT) {
            here += walk(selection.selectionSet, depth + 1, seen);
          } else {
            const name = selection.name.value;
            const fragment = fragments.get(name);
            // Cycles are reported by graphql's own NoFragmentCycles rule; here they stop the walk.
            if (fragment && !seen.includes(name))
              here += walk(fragment.selectionSet, depth + 1, [...seen, name]);
          }
        }
        return here;
      };
      const roots = walk(node.selectionSet, 0, []);
      if (tooBig)
        context.reportError(
          new GraphQLError(`Query too complex: more than ${MAX_FIELDS} fields`, { nodes: [node] }),
        );
      else if (roots > MAX_ROOT_FIELDS)
        context.reportError(
          new GraphQLError(`Query too complex: more than ${MAX_ROOT_FIELDS} top-level fields`, {
            nodes: [node],
          }),
        );
    },
  };
}
