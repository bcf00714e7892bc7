import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';
import type { CallDef } from '../../../src/shared/api/call';
import { IDEMPOTENCY_HEADER } from '../../../src/shared/api/errors';

/**
 * Malformed requests generated from the contract: each call's path parameters, query and body schemas become
 * JSON Schema; from that, values close to valid, with at least one part broken — wrong types, huge and
 * unicode strings with NUL and lone surrogates, nulls, extra fields, negative, fractional and huge numbers,
 * arrays for objects — and broken headers.
 */

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  items?: JsonSchema;
};

export const jsonSchemaOf = (schema: z.core.$ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** What the generators may name as if it were real: accounts and ids that exist. */
export interface ProbeWorld {
  emails: string[];
  /** Ids a path or body may name: the fuzz user's own, the seed users', a few more. */
  ids: number[];
  userId: number;
}

export interface Probe {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The parts made invalid on purpose. */
  broken: string[];
}

const LONE_SURROGATE = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
/** Any code point, control characters and lone surrogates included. */
const nastyString = (maxLength: number) =>
  fc.string({
    unit: fc.oneof(
      { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
      { weight: 2, arbitrary: fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\n', '\t') },
      { weight: 2, arbitrary: LONE_SURROGATE },
      { weight: 1, arbitrary: fc.constantFrom('\u202e', '\u2066', '\u200f', '\ufeff', '\uffff', '😀', 'é') },
    ),
    maxLength,
  });

const NASTY_CONSTANTS: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0.5,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  'Anna\u202etxt',
  '%00',
  '../../etc/passwd',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '${7*7}',
  '1e400',
  'NaN',
  'me',
  [],
  {},
  [null],
  [[[]]],
  { $gt: '' },
  { nested: { deeper: { deepest: [1, { x: null }] } } },
];

const printable = (minLength: number, maxLength: number) =>
  fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 24)) });

/** Characters the database or a reader must not get: NUL first of all (PostgreSQL refuses it). */
const HOSTILE_CHARACTERS = [
  '\u0000',
  '\u0000',
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\n',
  '\u202e',
  '\u2067',
  '\ud800',
  '\udc00',
];

/** Plausible text with one hostile character in it: it passes every check but the character check. */
const hostileText = fc
  .tuple(printable(0, 8), fc.constantFrom(...HOSTILE_CHARACTERS), printable(0, 8))
  .map((parts) => parts.join(''));

/**
 * A wrong value for a field of `schema`: mostly the kind that passes every other check (text wrong only
 * in one character, a number just out of bounds), else of the wrong type or hostile in any way.
 */
export function badValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  type Weighted = { weight: number; arbitrary: fc.Arbitrary<unknown> };
  const options: Weighted[] = [];
  if (schema.type === 'string') {
    options.push({ weight: 6, arbitrary: hostileText });
    const max = schema.maxLength;
    if (max !== undefined)
      options.push({ weight: 1, arbitrary: fc.constantFrom('x', 'é').map((c) => c.repeat(max + 1)) });
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    // Just outside the bounds, never inside: a valid number would make the probe a valid request.
    const edges: unknown[] = [
      ...(schema.maximum !== undefined ? [schema.maximum + 1, 2 ** 31 + schema.maximum] : []),
      ...(schema.minimum !== undefined ? [schema.minimum - 1] : []),
      ...(schema.exclusiveMinimum !== undefined ? [schema.exclusiveMinimum, -(2 ** 31)] : []),
      ...(schema.type === 'integer' ? [0.5, 1.5] : []),
    ];
    if (!edges.length) edges.push('1', 'NaN');
    options.push(
      { weight: 4, arbitrary: fc.constantFrom(...edges) },
      { weight: 1, arbitrary: fc.double({ noNaN: true }) },
    );
  }
  if (schema.type === 'object' || schema.type === 'array') {
    // An array where an object belongs and the other way round.
    const swapped = validish(schema).map((value) => (Array.isArray(value) ? { ...value } : [value]));
    options.push({ weight: 2, arbitrary: swapped });
  }
  if (schema.enum || schema.const !== undefined)
    options.push({ weight: 2, arbitrary: fc.constantFrom('DE', 'fr', 'agent ', 3) });
  options.push(
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_CONSTANTS) },
    { weight: 1, arbitrary: nastyString(40) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
  return fc.oneof(...options);
}

/**
 * Strings matching a pattern, one arbitrary per pattern: fast-check builds one in up to 25 ms, and the
 * probes rebuild their values' arbitraries for every request they make.
 */
const matchingArbitraries = new Map<string, fc.Arbitrary<string>>();
function matching(pattern: string): fc.Arbitrary<string> {
  let arbitrary = matchingArbitraries.get(pattern);
  if (!arbitrary) {
    arbitrary = fc.stringMatching(new RegExp(pattern));
    matchingArbitraries.set(pattern, arbitrary);
  }
  return arbitrary;
}

/** A value the schema takes, or nearly: what a well-meaning client would send. */
export function validish(schema: JsonSchema, key = '', world?: ProbeWorld): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((member) => validish(member, key, world)));
  switch (schema.type) {
    case 'string': {
      if (/email/.test(key) && world) {
        // Known accounts, and now and then a new address, so a sign-up gets as far as the database.
        const fresh = fc.uuid().map((id) => `fuzz-${id.slice(0, 8)}@example.test`);
        return fc.oneof(
          { weight: 2, arbitrary: fc.constantFrom(...world.emails) },
          { weight: 1, arbitrary: fresh },
        );
      }
      if (schema.pattern) return matching(schema.pattern);
      return printable(schema.minLength ?? 0, schema.maxLength ?? 24);
    }
    case 'integer':
    case 'number': {
      const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 0);
      const max = Math.min(schema.maximum ?? 1000, Math.max(min, 1000));
      const ids = world && /id|categor|answers/.test(key) ? [fc.constantFrom(...world.ids)] : [];
      return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), ...ids);
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validish(schema.items ?? {}, key, world), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([name, member]) => [name, validish(member, name, world)]),
      );
      return fc.record(record, {
        requiredKeys: (schema.required ?? []).filter((name) => name in properties),
      });
    }
    default:
      return fc.constantFrom(undefined, 'x', 1);
  }
}

/** The object members of a schema (a union: the members of its object shapes). */
function objectShapes(schema: JsonSchema): JsonSchema[] {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.flatMap(objectShapes);
  return schema.type === 'object' ? [schema] : [];
}

/** An object close to one of the schema's shapes with at least one field wrong, missing or extra. */
export function brokenObject(schema: JsonSchema, world: ProbeWorld): fc.Arbitrary<unknown> {
  const shapes = objectShapes(schema).filter((shape) => Object.keys(shape.properties ?? {}).length);
  const whole = fc.oneof(
    fc.constantFrom(...NASTY_CONSTANTS),
    nastyString(60),
    fc.jsonValue({ maxDepth: 4 }),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { minLength: 1, maxLength: 3 }),
  );
  if (!shapes.length) {
    // A call without fields: any field at all is too many.
    return fc.oneof(whole, fc.dictionary(printable(1, 12), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1 }));
  }
  const field = fc.constantFrom(...shapes).chain((shape) => {
    const names = Object.keys(shape.properties ?? {});
    return fc
      .record({
        base: validish(shape, '', world) as fc.Arbitrary<Record<string, unknown>>,
        // Mostly one field wrong, so the rest of the body is valid and the wrong value goes deep.
        wrong: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...names).map((name) => [name]) },
          { weight: 1, arbitrary: fc.subarray(names, { minLength: 1 }) },
        ),
        // Unknown fields now and then: a strict shape refuses them before anything else is checked.
        extra: fc.oneof(
          { weight: 3, arbitrary: fc.constant({}) },
          {
            weight: 1,
            arbitrary: fc.dictionary(printable(1, 12), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
          },
        ),
        missing: fc.boolean(),
      })
      .chain(({ base, wrong, extra, missing }) =>
        fc.tuple(...wrong.map((name) => badValue(shape.properties![name]!))).map((values) => {
          const body: Record<string, unknown> = { ...extra, ...base };
          wrong.forEach((name, i) => {
            if (missing && shape.required?.includes(name) && i === 0) delete body[name];
            else body[name] = values[i];
          });
          return body;
        }),
      );
  });
  return fc.oneof({ weight: 4, arbitrary: field }, { weight: 1, arbitrary: whole });
}

const BAD_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999999',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  'null',
  'ME',
  '%00',
  'me%00',
  '%20me',
  '%ED%A0%80',
  '%FF',
  '%ZZ',
  '%2e%2e',
  '..%2F..%2Fetc',
  'x'.repeat(300),
];

const badSegment = fc.oneof(
  fc.constantFrom(...BAD_SEGMENTS),
  nastyString(20).map((value) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'))),
);

/** Query strings fastify's parser has to cope with, beyond wrong values for known keys. */
const RAW_QUERIES = ['%', '%ZZ=1', 'a=%E0%A4%A', '&&&=&', `${'k'.repeat(3000)}=1`, 'country=de&country=at'];

/** A query string of any values; lone surrogates, which no URL can carry, become U+FFFD. */
export function encodeQuery(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    const list = Array.isArray(value) ? value : [value];
    for (const item of list) {
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
      params.append(key, text.replace(/[\ud800-\udfff]/g, '\ufffd'));
    }
  }
  return params.toString();
}

const asciiHeader = fc.string({ unit: 'grapheme-ascii', maxLength: 40 });
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/xml',
];
const RAW_BODIES = [
  '{"email":',
  '{"__proto__":{"admin":true}}',
  'null',
  '[',
  'undefined',
  '\u0000',
  '{}'.repeat(50),
];

export interface CallUnderTest {
  call: CallDef;
  uri: string;
  parameters: string[];
  /** Whether the route reads a signed-in user. */
  signedIn: boolean;
}

/**
 * Requests to one call with at least one broken part. `token` is a live session of the fuzz user, so
 * bodies are checked beyond the sign-in; headers break it sometimes.
 */
export function probes(target: CallUnderTest, world: ProbeWorld, token: () => string): fc.Arbitrary<Probe> {
  const { call, uri, parameters } = target;
  const querySchema = jsonSchemaOf(call.query);
  const bodySchema = jsonSchemaOf(call.body);
  const hasBody = call.method !== 'GET';
  const parts = ['query', 'headers', ...(hasBody ? ['body'] : []), ...(parameters.length ? ['path'] : [])];

  return fc
    .record({
      // The body is where most checks are; mostly one part is broken, so the others let it through.
      first: fc.oneof(
        ...parts.map((part) => ({ weight: part === 'body' ? 3 : 1, arbitrary: fc.constant(part) })),
      ),
      more: fc.oneof(
        { weight: 4, arbitrary: fc.constant<string[]>([]) },
        { weight: 1, arbitrary: fc.subarray(parts, { maxLength: 2 }) },
      ),
    })
    .map(({ first, more }) => [...new Set([first, ...more])])
    .chain((broken) => {
      const segment = (name: string) =>
        broken.includes('path')
          ? fc.oneof(badSegment, fc.constantFrom('me', String(world.userId)).map(String))
          : name === 'user'
            ? fc.constantFrom('me', String(world.userId))
            : fc.constantFrom(...world.ids).map(String);
      const path = fc
        .tuple(...parameters.map(segment))
        .map((segments) =>
          parameters.reduce((url, name, i) => url.replace(`{${name}}`, segments[i]!), `/${uri}`),
        );
      const query = broken.includes('query')
        ? fc.oneof(
            {
              weight: 4,
              arbitrary: brokenObject(querySchema, world).map((q) =>
                typeof q === 'object' && q && !Array.isArray(q)
                  ? encodeQuery(q as Record<string, unknown>)
                  : encodeQuery({ q }),
              ),
            },
            { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
          )
        : (validish(querySchema, '', world) as fc.Arbitrary<Record<string, unknown>>).map(encodeQuery);
      const body = !hasBody
        ? fc.constant<{ payload?: string; type?: string }>({})
        : broken.includes('body')
          ? fc.oneof(
              {
                weight: 5,
                arbitrary: brokenObject(bodySchema, world).map((value) => ({
                  payload: JSON.stringify(value) ?? 'null',
                  type: 'application/json',
                })),
              },
              {
                weight: 1,
                arbitrary: fc
                  .constantFrom(...RAW_BODIES)
                  .map((payload) => ({ payload, type: 'application/json' })),
              },
              {
                weight: 1,
                arbitrary: fc.record({
                  payload: fc.constantFrom('email=a', '<x/>', 'a'.repeat(70_000)),
                  type: fc.constantFrom(...CONTENT_TYPES, 'application/json'),
                }),
              },
            )
          : validish(bodySchema, '', world).map((value) => ({
              payload: JSON.stringify(value ?? {}),
              type: 'application/json',
            }));
      const headers = broken.includes('headers')
        ? fc.record({
            authorization: fc.oneof(
              fc.constant(undefined),
              fc.constantFrom(
                'Bearer',
                'Bearer ',
                'Basic dXNlcjpwYXNz',
                `Bearer ${'a'.repeat(600)}`,
                'Bearer a b',
              ),
              asciiHeader.map((value) => `Bearer ${value}`),
            ),
            idempotency: fc.oneof(
              fc.constant(undefined),
              fc.constantFrom('', 'short', 'x'.repeat(300), 'mit leerzeichen drin'),
              asciiHeader,
            ),
            type: fc.option(fc.constantFrom(...CONTENT_TYPES)),
            forwarded: fc.option(asciiHeader),
          })
        : fc.constant({ authorization: 'token', idempotency: 'key', type: null, forwarded: null });
      return fc
        .record({ path, query, body, headers })
        .map(({ path: url, query: q, body: b, headers: h }): Probe => {
          const result: Record<string, string> = {};
          const authorization = h.authorization === 'token' ? `Bearer ${token()}` : h.authorization;
          if (authorization !== undefined) result.authorization = authorization;
          const key = h.idempotency === 'key' ? randomUUID() : h.idempotency;
          if (key !== undefined) result[IDEMPOTENCY_HEADER] = key;
          if (h.forwarded) result['x-forwarded-for'] = h.forwarded;
          const type = h.type ?? b.type;
          if (type && b.payload !== undefined) result['content-type'] = type;
          return {
            method: call.method,
            url: q ? `${url}?${q}` : url,
            headers: result,
            ...(b.payload !== undefined ? { payload: b.payload } : {}),
            broken,
          };
        });
    });
}
