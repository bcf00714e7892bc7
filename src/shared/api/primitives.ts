import { z } from 'zod/mini';
import { COUNTRIES, DIFFICULTIES, MAX_ID, ROLES, TEXT_LIMITS } from './constants';

/** Building blocks shared by entity and call schemas. Bounded strings everywhere: nothing unbounded is accepted. */

/**
 * The zod message of a text with characters no person types: control characters (NUL breaks
 * PostgreSQL's UTF-8), lone surrogates (not encodable), bidi overrides (they disguise a name) and
 * noncharacters (U+FDD0–U+FDEF and each plane's xFFFE/xFFFF: XML may not carry them, so an e-invoice
 * with one is not well-formed).
 * The server turns it into the errors-map entry of the field.
 */
export const TEXT_CHARACTERS_CODE = 'validation.characters';

/** Surrogates, noncharacters and bidi controls: never text, on one line or on several. */
const NEVER_TEXT = '\\p{Cs}\\p{Noncharacter_Code_Point}\\u202A-\\u202E\\u2066-\\u2069';
const SINGLE_LINE_FORBIDDEN = new RegExp(`[\\p{Cc}${NEVER_TEXT}]`, 'u');
/** Tab and line breaks are text in a multi-line field; every other control character is not. */
const MULTI_LINE_FORBIDDEN = new RegExp(`[${NEVER_TEXT}]|(?![\\t\\n\\r])\\p{Cc}`, 'u');

export const hasForbiddenCharacters = (value: string, multiline = false): boolean =>
  (multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);

const clean = (multiline: boolean) => (value: string) => !hasForbiddenCharacters(value, multiline);

/** A positive id that fits the database's `integer` columns. */
export const id = z.int().check(z.positive(), z.lte(MAX_ID));
/** An id in a path segment or query string, where it arrives as text. */
export const pathId = z.coerce.number().check(z.int(), z.positive(), z.lte(MAX_ID));
const characters = (multiline: boolean) =>
  z.refine<string>(clean(multiline), { error: TEXT_CHARACTERS_CODE });
/** One line of text (names, device names, codes). */
export const text = (max: number = TEXT_LIMITS.shortText) =>
  z.string().check(z.maxLength(max), characters(false));
/** Text that may span lines (question texts, feedback). */
export const multilineText = (max: number = TEXT_LIMITS.longText) =>
  z.string().check(z.maxLength(max), characters(true));
export const requiredText = (max: number = TEXT_LIMITS.shortText) =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(max), characters(false));
export const email = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(TEXT_LIMITS.email)),
  z.email(),
);
export const password = z.string().check(z.minLength(1), z.maxLength(TEXT_LIMITS.password));
export const isoDate = z.iso.datetime({ offset: true });
export const country = z.enum(COUNTRIES);
export const role = z.enum(ROLES);
export const moduleId = z.union([z.literal(1), z.literal(2)]);
export const difficulty = z.union(
  DIFFICULTIES.map((d) => z.literal(d)) as [z.ZodMiniLiteral<1>, z.ZodMiniLiteral<2>],
);
export const deviceName = requiredText(TEXT_LIMITS.deviceName);
/** Query strings arrive as text; this accepts '3' and 3 alike. */
export const queryInt = z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000));
