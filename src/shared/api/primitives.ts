import { z } from 'zod';
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
export const id = z.number().int().positive().max(MAX_ID);
/** An id in a path segment or query string, where it arrives as text. */
export const pathId = z.coerce.number().int().positive().max(MAX_ID);
/** One line of text (names, device names, codes). */
export const text = (max: number = TEXT_LIMITS.shortText) =>
  z.string().max(max).refine(clean(false), { error: TEXT_CHARACTERS_CODE });
/** Text that may span lines (question texts, feedback). */
export const multilineText = (max: number = TEXT_LIMITS.longText) =>
  z.string().max(max).refine(clean(true), { error: TEXT_CHARACTERS_CODE });
export const requiredText = (max: number = TEXT_LIMITS.shortText) =>
  z.string().trim().min(1).max(max).refine(clean(false), { error: TEXT_CHARACTERS_CODE });
export const email = z.string().trim().toLowerCase().max(TEXT_LIMITS.email).pipe(z.email());
export const password = z.string().min(1).max(TEXT_LIMITS.password);
export const isoDate = z.iso.datetime({ offset: true });
export const country = z.enum(COUNTRIES);
export const role = z.enum(ROLES);
export const moduleId = z.union([z.literal(1), z.literal(2)]);
export const difficulty = z.union(
  DIFFICULTIES.map((d) => z.literal(d)) as [z.ZodLiteral<1>, z.ZodLiteral<2>],
);
export const deviceName = requiredText(TEXT_LIMITS.deviceName);
/** Query strings arrive as text; this accepts '3' and 3 alike. */
export const queryInt = z.coerce.number().int().min(0).max(1_000_000);
