import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  visit,
} from "graphql";

/** Deepest nesting of fields allowed (the schema's data is at most 7 deep). */
export const MAX_DEPTH = 8;
/**
 * Deepest nesting of an operation that only asks about the schema (`__schema`, `__type`), where
 * introspection is on (not in production): graphql's standard introspection query, which GraphiQL
 * and code generators send, is 15 deep (its type references nest `ofType` seven times).
 */
export const INTROSPECTION_MAX_DEPTH = 15;
/** Most field selections of one operation, fragments expanded where they are spread. */
export const MAX_FIELDS = 400;
/** Most top-level fields (aliases of the same list count each). */
export const MAX_ROOT_FIELDS = 12;
/** Longest GraphQL document accepted, in UTF-8 bytes, checked before parsing (issue 10). */
export const MAX_QUERY_BYTES = 20_000;
/** Most lexical tokens of a document: graphql-js stops parsing beyond (parse option maxTokens). */
export const MAX_TOKENS = 3_000;
/** Most validation errors reported for one document; graphql-js stops validating beyond. */
export const MAX_VALIDATION_ERRORS = 10;
/**
 * Most selections (fields, fragment spreads, inline fragments) the complexity walk looks at in a
 * whole document, fragments expanded: bounds its own work whatever the document's shape (spreads of
 * cyclic fragments, many operations), since it runs before graphql's validation.
 */
export const MAX_SELECTIONS = 4 * MAX_FIELDS;
/** Deepest nesting of selection sets and fragments the walk follows (MAX_DEPTH counts fields only). */
const MAX_WALK_DEPTH = 30;

/**
 * Why a parsed document is too expensive to validate and run, or null. Counts the field selections
 * of each operation with every fragment spread expanded (so a fragment spread 100 times costs 100
 * times), the top-level fields, the nesting of fields, and every selection looked at in the whole
 * document. With list sizes capped at 100 by the resolvers and depth at MAX_DEPTH, this bounds the
 * work of one request; an operation of introspection fields alone may nest INTROSPECTION_MAX_DEPTH
 * deep where `introspection` is on. Pure AST work (no schema): it runs before graphql's own
 * validation rules, whose cost grows faster than the document (comparing fields that could overlap).
 */
export function complexityProblem(
  document: DocumentNode,
  options: { introspection: boolean },
): string | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  let selections = 0;
  const overBudget = () => ++selections > MAX_SELECTIONS;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const problem = operationProblem(definition, fragments, overBudget, options);
    if (selections > MAX_SELECTIONS)
      return `Query too complex: more than ${MAX_SELECTIONS} selections with fragments expanded`;
    if (problem) return problem;
  }
  return null;
}

function operationProblem(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
  overBudget: () => boolean,
  options: { introspection: boolean },
): string | null {
  let fields = 0;
  let tooBig = false;
  let deepest = 0;
  let schemaOnly = true;
  /** The fields of a selection set (fragments expanded); `nesting` counts fields, `depth` all sets. */
  const walk = (set: SelectionSetNode, depth: number, nesting: number, seen: readonly string[]): number => {
    let here = 0;
    for (const selection of set.selections) {
      if (tooBig) return here;
      if (depth > MAX_WALK_DEPTH || overBudget()) {
        tooBig = true;
        return here;
      }
      if (selection.kind === Kind.FIELD) {
        here += 1;
        fields += 1;
        if (fields > MAX_FIELDS) tooBig = true;
        deepest = Math.max(deepest, nesting + 1);
        if (nesting === 0 && !INTROSPECTION_ROOTS.has(selection.name.value)) schemaOnly = false;
        if (selection.selectionSet) walk(selection.selectionSet, depth + 1, nesting + 1, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        here += walk(selection.selectionSet, depth + 1, nesting, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // Cycles are reported by graphql's own NoFragmentCycles rule; here they stop the walk.
        if (fragment && !seen.includes(name))
          here += walk(fragment.selectionSet, depth + 1, nesting, [...seen, name]);
      }
    }
    return here;
  };
  const roots = walk(operation.selectionSet, 0, 0, []);
  if (tooBig) return `Query too complex: more than ${MAX_FIELDS} fields`;
  if (roots > MAX_ROOT_FIELDS) return `Query too complex: more than ${MAX_ROOT_FIELDS} top-level fields`;
  const limit = options.introspection && schemaOnly ? INTROSPECTION_MAX_DEPTH : MAX_DEPTH;
  if (deepest > limit) return `Query too deep: depth ${deepest}, at most ${limit}`;
  return null;
}

/** Top-level fields that read the schema, not data (`__typename` reads nothing). */
const INTROSPECTION_ROOTS = new Set(["__schema", "__type", "__typename"]);

/**
 * Why a document asks for something the service does not do, or null: an operation type the schema
 * has no root for (subscriptions; graphql-js 16 only fails them when executing, with a 200), or, when
 * `introspection` is false (production), the introspection fields `__schema` and `__type` anywhere
 * (`__typename` stays). Pure AST work by field names: the graphql instance mercurius runs may be
 * another copy of the library than ours (CommonJS and ESM), so its type objects are not compared.
 */
export function unsupportedProblem(
  document: DocumentNode,
  schema: GraphQLSchema,
  options: { introspection: boolean },
): string | null {
  const roots = { query: schema.getQueryType(), mutation: schema.getMutationType(), subscription: null };
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION && !roots[definition.operation])
      return `${definition.operation} operations are not supported`;
  if (options.introspection) return null;
  let problem: string | null = null;
  visit(document, {
    Field(node) {
      if (node.name.value === "__schema" || node.name.value === "__type")
        problem = "Introspection is disabled";
    },
  });
  return problem;
}
