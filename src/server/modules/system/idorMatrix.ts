import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from "graphql";

/**
 * Helpers of the IDOR matrix (idor.api.test.ts): collecting a guest's ids from what the API
 * answered, matching requests to the route table, substituting ids into every slot of a request,
 * finding another guest's secrets in an answer, and building GraphQL operations from the schema.
 */

/** A key whose value is an id (or a list of ids): `id`, `ids`, `channelId`, `objectIds`, `guest_id`. */
export const ID_KEY = /^(id|ids)$|(Id|Ids|_id|_ids)$/;

/** An id-like name of a path or query parameter (`channelId`, `actorIdOrName`, `paymentId`). */
export const isIdName = (name: string) => ID_KEY.test(name) || /Id[A-Z]/.test(name);

export type IdValue = number | string;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value that can be an id: a positive integer, a numeric string or a UUID. */
export function asId(value: unknown): IdValue | null {
  if (typeof value === "number" && Number.isInteger(value) && value > 0) return value;
  if (typeof value === "string" && /^\d{1,15}$/.test(value) && Number(value) > 0) return Number(value);
  if (typeof value === "string" && UUID.test(value)) return value.toLowerCase();
  return null;
}

/** Ids by the key they were found under, across everything walked. */
export class IdBook {
  readonly byKey = new Map<string, Set<IdValue>>();

  add(key: string, value: unknown): void {
    const id = asId(value);
    if (id === null) return;
    const set = this.byKey.get(key) ?? new Set<IdValue>();
    this.byKey.set(key, set);
    set.add(id);
  }

  /** Walks any JSON value; ids are collected under keys matching ID_KEY (also inside lists). */
  walk(value: unknown, key = ""): void {
    if (Array.isArray(value)) {
      for (const item of value) {
        if (ID_KEY.test(key) && (typeof item === "number" || typeof item === "string")) this.add(key, item);
        else this.walk(item, key);
      }
    } else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) this.walk(v, k);
    } else if (ID_KEY.test(key)) {
      this.add(key, value);
    }
  }

  all(): IdValue[] {
    const out = new Set<IdValue>();
    for (const set of this.byKey.values()) for (const id of set) out.add(id);
    return [...out].sort((a, b) => String(a).localeCompare(String(b), "en", { numeric: true }));
  }

  numbers(): number[] {
    return this.all().filter((id): id is number => typeof id === "number");
  }

  keys(): string[] {
    return [...this.byKey.keys()].sort();
  }
}

export interface Route {
  method: string;
  url: string;
}

/** The route of the table a concrete request is served by (static segments beat parameters). */
export function matchRoute(routes: Route[], method: string, pathname: string): Route | null {
  const parts = pathname.split("/");
  let best: { route: Route; params: number } | null = null;
  for (const route of routes) {
    if (route.method !== method) continue;
    const pattern = route.url.split("/");
    if (pattern.length !== parts.length) continue;
    let params = 0;
    const ok = pattern.every((segment, i) => {
      if (segment.startsWith(":")) {
        params++;
        return true;
      }
      return segment === parts[i];
    });
    if (ok && (!best || params < best.params)) best = { route, params };
  }
  return best?.route ?? null;
}

/** The path parameters of a concrete request under its route. */
export function pathParams(route: Route, pathname: string): Record<string, string> {
  const parts = pathname.split("/");
  const out: Record<string, string> = {};
  route.url.split("/").forEach((segment, i) => {
    if (segment.startsWith(":")) out[segment.slice(1)] = decodeURIComponent(parts[i] ?? "");
  });
  return out;
}

export function fillPath(route: Route, params: Record<string, string>): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? "1"));
}

/** Every place of a JSON body whose key is id-like: its path and whether it holds a list. */
export function idSlots(value: unknown, path: string[] = []): { path: string[]; list: boolean }[] {
  if (!value || typeof value !== "object" || Array.isArray(value)) return [];
  const out: { path: string[]; list: boolean }[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (ID_KEY.test(key) && (asId(item) !== null || Array.isArray(item)))
      out.push({ path: [...path, key], list: Array.isArray(item) });
    else out.push(...idSlots(item, [...path, key]));
  }
  return out;
}

/** A copy of `value` with `path` set to `replacement`. */
export function setAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  const object = { ...(value as Record<string, unknown>) };
  object[head] = setAt(object[head], rest, replacement);
  return object;
}

/** A secret of the victim and the name it is reported under. */
export interface Secret {
  name: string;
  text: string;
}

/** The names of the secrets `text` contains (case-insensitive). */
export function secretsIn(text: string, secrets: Secret[]): string[] {
  const lower = text.toLowerCase();
  return secrets.filter((secret) => lower.includes(secret.text.toLowerCase())).map((secret) => secret.name);
}

/** A piece of `text` around the first secret it contains. */
export function around(text: string, secrets: Secret[], width = 120): string {
  const lower = text.toLowerCase();
  const at = Math.min(
    ...secrets.map((secret) => lower.indexOf(secret.text.toLowerCase())).filter((index) => index >= 0),
  );
  if (!Number.isFinite(at)) return text.slice(0, 2 * width);
  return `${at > width ? "…" : ""}${text.slice(Math.max(0, at - width), at + width)}…`;
}

/** Keys of the caller's own relation to a thing: true in an answer to a guest who has none is a leak. */
export const OWN_STATE_KEYS = new Set([
  "bought",
  "isLiked",
  "isDisliked",
  "liked",
  "disliked",
  "pinned",
  "isOwn",
  "archived",
  "emailNotify",
  "hasRelation",
  "gifted",
]);

/** Paths (a.b.c) of OWN_STATE_KEYS that are true in a JSON value. */
export function ownStateIn(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => ownStateIn(item, `${path}[${i}]`));
  if (!value || typeof value !== "object") return [];
  const out: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (OWN_STATE_KEYS.has(key) && item === true) out.push(here);
    else out.push(...ownStateIn(item, here));
  }
  return out;
}

// ---------------------------------------------------------------- GraphQL

/** A selection of the type's fields: scalars and argument-free objects, to `depth`, at most `budget`. */
export function selectionOf(type: GraphQLOutputType, depth = 3, budget = { left: 300 }): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return "";
  const parts: string[] = [];
  for (const field of Object.values(named.getFields())) {
    if (budget.left <= 0) break;
    if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
    const inner = getNamedType(field.type);
    if (isScalarType(inner) || isEnumType(inner)) {
      parts.push(field.name);
      budget.left--;
    } else if (isObjectType(inner) && depth > 1) {
      budget.left--;
      const sub = selectionOf(field.type, depth - 1, budget);
      if (sub) parts.push(`${field.name} ${sub}`);
    }
  }
  return parts.length ? `{ ${parts.join(" ")} }` : "";
}

/** A value of an input type, with `id` in every id-like place (lists get `ids`); null when impossible. */
export function inputValue(
  type: GraphQLInputType,
  name: string,
  id: number,
  ids: number[],
): { ok: boolean; value: unknown } {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const element = getNamedType(inner);
    if (isScalarType(element) && (element.name === "Int" || element.name === "ID"))
      return { ok: true, value: isIdName(name) ? ids : [id] };
    const one = inputValue(inner.ofType, name, id, ids);
    return { ok: one.ok, value: [one.value] };
  }
  if (isScalarType(inner)) {
    if (inner.name === "Int" || inner.name === "ID") return { ok: true, value: isIdName(name) ? id : 1 };
    if (inner.name === "Boolean") return { ok: true, value: true };
    if (inner.name === "Float") return { ok: true, value: 1 };
    return { ok: true, value: "abc" };
  }
  if (isEnumType(inner)) return { ok: true, value: inner.getValues()[0]?.value };
  if (isInputObjectType(inner)) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      const required = isNonNullType(field.type) && field.defaultValue === undefined;
      if (!required && !isIdName(field.name)) continue;
      const sub = inputValue(field.type, field.name, id, ids);
      if (!sub.ok) return sub;
      out[field.name] = sub.value;
    }
    return { ok: true, value: out };
  }
  return { ok: false, value: null };
}

/**
 * Argument sets for a root field with A's ids: all scalar id arguments set to one id (each id in
 * turn), and for each input object argument one leaf at a time: an id field (each id, or the list
 * of all), a Boolean (true: flags like `bought`), also one level deeper (`types: {bought: true}`).
 * Required other arguments get a plain value. Empty when the field takes neither.
 */
export function argVariants(field: GraphQLField<unknown, unknown>, ids: number[]): Record<string, unknown>[] {
  const base: Record<string, unknown> = {};
  for (const arg of field.args) {
    const required = isNonNullType(arg.type) && arg.defaultValue === undefined;
    if (required && !isIdName(arg.name) && !isInputObjectType(getNamedType(arg.type)))
      base[arg.name] = inputValue(arg.type, arg.name, 1, ids).value;
  }
  const out: Record<string, unknown>[] = [];
  const idArgs = field.args.filter((arg) => isIdName(arg.name) && !isInputObjectType(getNamedType(arg.type)));
  if (idArgs.length)
    for (const id of ids)
      out.push({
        ...base,
        ...Object.fromEntries(idArgs.map((arg) => [arg.name, inputValue(arg.type, arg.name, id, ids).value])),
      });
  const leaves = (type: GraphQLInputType, depth: number): Record<string, unknown>[] => {
    const named = getNamedType(type);
    if (!isInputObjectType(named)) return [];
    const variants: Record<string, unknown>[] = [];
    for (const f of Object.values(named.getFields())) {
      const inner = getNamedType(f.type);
      if (isIdName(f.name)) {
        if (isListType(isNonNullType(f.type) ? f.type.ofType : f.type)) variants.push({ [f.name]: ids });
        else for (const id of ids) variants.push({ [f.name]: id });
      } else if (isScalarType(inner) && inner.name === "Boolean") variants.push({ [f.name]: true });
      else if (isInputObjectType(inner) && depth > 0)
        for (const sub of leaves(f.type, depth - 1)) variants.push({ [f.name]: sub });
    }
    return variants;
  };
  for (const arg of field.args)
    for (const leaf of leaves(arg.type, 1)) out.push({ ...base, [arg.name]: leaf });
  return out;
}
