/**
 * A query object as a query string, the way axios serialised `params` before (the server and its
 * caches see the same URLs): `tags[]=1&tags[]=2` for flat lists, `filter[role]=agent` and
 * `items[0][id]=3` for nesting, dates as ISO text, booleans as true/false, null and undefined left out.
 * Values are URL-encoded, keeping `:`, `$` and `,` readable and spaces as `+`.
 */
export function serializeQuery(query: object): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => pairs.push(`${encode(key)}=${encode(scalar(value))}`);

  const visit = (value: unknown, path: string, nested: boolean) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value) && !nested && !value.some(isVisitable)) {
      const key = path.endsWith('[]') ? path.slice(0, -2) : path;
      for (const entry of value) if (entry !== undefined && entry !== null) add(`${key}[]`, entry);
    } else if (isVisitable(value)) {
      for (const [key, entry] of Object.entries(value)) visit(entry, `${path}[${key.trim()}]`, true);
    } else add(path, value);
  };

  for (const [key, value] of Object.entries(query)) visit(value, key.trim(), false);
  return pairs.join('&');
}

function isVisitable(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function encode(text: string): string {
  return encodeURIComponent(text)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}
