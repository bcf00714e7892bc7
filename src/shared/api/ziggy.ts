import { z } from 'zod/mini';

/** The route table returned by /app/init, in the shape the ziggy-js library reads (and `resolveRoute`). */
export const ziggyRouteSchema = z.object({
  uri: z.string(),
  methods: z.array(z.string()),
  parameters: z.optional(z.array(z.string())),
  wheres: z.optional(z.record(z.string(), z.string())),
});

export const ziggySchema = z.object({
  url: z.string(),
  port: z.nullable(z.int()),
  defaults: z.record(z.string(), z.union([z.string(), z.number()])),
  routes: z.record(z.string(), ziggyRouteSchema),
});
export type ZiggyTable = z.infer<typeof ziggySchema>;

/**
 * The path of the named route `name` in `table`, as ziggy-js' `route(name, params, false, table)` gives
 * it (`/api/users/me/courses/3`), without the library. `{param}` is required and `{param?}` optional;
 * the table's `defaults` fill parameters left out; `wheres` constrain their format. Values are
 * URL-encoded as one path segment each. Parameters the route does not name go into the query string
 * (`?page=2&tags[0]=a`, booleans as 1/0, null and undefined left out). An unknown route, a missing
 * required parameter or a value that breaks its `wheres` pattern throws.
 */
export function resolveRoute(
  table: ZiggyTable,
  name: string,
  params: Readonly<Record<string, unknown>> = {},
): string {
  const definition = Object.hasOwn(table.routes, name) ? table.routes[name] : undefined;
  if (!definition) throw new Error(`route '${name}' is not in the route table`);
  const used = new Set<string>();
  const path = `/${definition.uri}`
    .replace(/{([^}?]+)(\??)}/g, (_, param: string, optional: string) => {
      used.add(param);
      const given = params[param];
      const value = given ?? (Object.hasOwn(table.defaults, param) ? table.defaults[param] : undefined);
      if (value === null || value === undefined) {
        if (optional) return '';
        throw new Error(`parameter '${param}' is required for route '${name}'`);
      }
      const text = segment(value, param, name);
      const where = definition.wheres?.[param];
      if (where && !new RegExp(`^(?:${where})$`).test(text)) {
        throw new Error(`parameter '${param}' of route '${name}' does not match '${where}'`);
      }
      return encodeURIComponent(text);
    })
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/+$/, '$1');
  const search = toQueryString(Object.fromEntries(Object.entries(params).filter(([key]) => !used.has(key))));
  return search ? `${path}?${search}` : path;
}

/**
 * The one query-string format of the app, ziggy's (qs with indices): `a[0]=x&b[c]=y`, booleans as 1/0,
 * dates as ISO text, null and undefined left out. Route parameters a route does not name and the query
 * of every call go through it, so the server and its caches see one format.
 */
export function toQueryString(params: Readonly<Record<string, unknown>>): string {
  const query: string[] = [];
  for (const [key, value] of Object.entries(params)) appendQuery(query, encodeURIComponent(key), value);
  return query.join('&');
}

function segment(value: unknown, param: string, name: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return String(Number(value));
  throw new Error(`parameter '${param}' of route '${name}' must be a string or a number`);
}

/** ziggy's query format (qs with indices): `a[0]=x&b[c]=y`, booleans as 1/0, null left out. */
function appendQuery(query: string[], key: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (value instanceof Date) query.push(`${key}=${encodeURIComponent(value.toISOString())}`);
  else if (Array.isArray(value))
    value.forEach((entry, index) => appendQuery(query, `${key}[${index}]`, entry));
  else if (typeof value === 'object') {
    for (const [inner, entry] of Object.entries(value)) {
      appendQuery(query, `${key}[${encodeURIComponent(inner)}]`, entry);
    }
  } else {
    const text = typeof value === 'boolean' ? String(Number(value)) : String(value);
    query.push(`${key}=${encodeURIComponent(text)}`);
  }
}
