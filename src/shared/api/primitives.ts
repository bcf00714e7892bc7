import { z } from 'zod';
import { COUNTRIES, DIFFICULTIES, ROLES, TEXT_LIMITS } from './constants';

/** Building blocks shared by entity and call schemas. Bounded strings everywhere: nothing unbounded is accepted. */
export const id = z.number().int().positive();
export const text = (max: number = TEXT_LIMITS.shortText) => z.string().max(max);
export const requiredText = (max: number = TEXT_LIMITS.shortText) => z.string().trim().min(1).max(max);
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
