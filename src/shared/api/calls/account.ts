import { z } from 'zod/mini';
import { TEXT_LIMITS } from '../constants';
import { defineCall, okSchema, userParam } from '../call';
import { addressSchema, userSchema } from '../entities';
import { difficulty, email, id, isoDate, password, pathId, requiredText, role } from '../primitives';

const userPath = z.object({ user: userParam });

/** The user update payload is exactly one of these shapes. */
export const userUpdateBody = z.union([
  z.strictObject({ first_name: requiredText(TEXT_LIMITS.name), last_name: requiredText(TEXT_LIMITS.name) }),
  z.strictObject({ email, password }),
  z.strictObject({
    password,
    new_password: z.string().check(z.minLength(8), z.maxLength(TEXT_LIMITS.password)),
  }),
  z.strictObject({ role }),
  z.strictObject({
    selected_categories: z.array(id).check(z.maxLength(500)),
    selected_difficulties: z.array(difficulty).check(z.maxLength(2)),
  }),
]);
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

export const updateUserCall = defineCall({
  name: 'app.users.update',
  method: 'PUT',
  params: userPath,
  body: userUpdateBody,
  response: userSchema,
});

export const destroyUserCall = defineCall({
  name: 'app.users.destroy',
  method: 'DELETE',
  params: userPath,
  body: z.object({ password }),
  response: okSchema,
});

export const userAddressCall = defineCall({
  name: 'app.users.address',
  method: 'GET',
  params: userPath,
  response: addressSchema,
});

export const questionCountCall = defineCall({
  name: 'app.users.question-count',
  method: 'GET',
  params: userPath,
  response: z.object({ total: z.int().check(z.gte(0)), remaining: z.int().check(z.gte(0)) }),
});

/**
 * The link mailed to a new address: only when it is opened does the address replace the old one. It answers
 * with a redirect to the account page (`?email=confirmed` or `?email=invalid`).
 */
export const confirmEmailCall = defineCall({
  name: 'app.users.confirm-email',
  method: 'GET',
  params: z.object({ user: pathId }),
  query: z.object({ token: requiredText(TEXT_LIMITS.token) }),
  response: z.unknown(),
});

const exportRows = z.array(z.record(z.string(), z.unknown()));

/**
 * 'Meine Daten herunterladen' (DSGVO Art. 15 and 20): everything the server keeps about the user, as
 * JSON.
 */
export const exportUserDataSchema = z.object({
  exported_at: isoDate,
  profile: z.record(z.string(), z.unknown()),
  courses: exportRows,
  answers: exportRows,
  coin_ledger: exportRows,
  orders: exportRows,
  training_bookings: exportRows,
  promo_redemptions: exportRows,
  news_providers: exportRows,
  news_interactions: exportRows,
  feedback: exportRows,
});
export type ExportUserData = z.infer<typeof exportUserDataSchema>;

export const exportUserDataCall = defineCall({
  name: 'app.users.export',
  method: 'GET',
  params: userPath,
  response: exportUserDataSchema,
});
