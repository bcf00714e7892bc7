import { z } from 'zod/mini';
import { defineCall } from '../call';
import { id, isoDate, pathId, text } from '../primitives';
import { KIOSK_LIMITS, KIOSK_SECRET_PATTERN } from '../../domain/kiosk';
import { kioskDeskMessages as m } from '../../messages/kioskDesk';

/**
 * A company course's kiosk file in the back office (docs/product-rules.md#kiosk-sessions), under
 * /api/admin/companies/{company}/courses/{company_course}/kiosk. Operators for any company, company admins for their
 * own (another company's course is unknown to them: 404). The server registers a new kiosk secret for each
 * file and answers with it; the admin PIN is hashed in the browser and never sent.
 */

/** A new code made for a kiosk file when the trainer picks none: valid this long, for this many people. */
export const KIOSK_NEW_CODE = { validDays: 30, maxUses: 200 } as const;

/** `company_course`: a path parameter of its own name, not a learner's `course`. */
const kioskParams = z.object({ company: pathId, company_course: pathId });

/** An access code of the company that a kiosk file may name (not expired, not used up). */
export const kioskCodeSchema = z.object({
  code: z.string(),
  expires_at: isoDate,
  max_uses: z.int().check(z.gte(0)),
  uses: z.int().check(z.gte(0)),
});
export type KioskCode = z.infer<typeof kioskCodeSchema>;

/** What the kiosk page needs: the course and its company, and the codes a file may name. */
export const kioskSetupCall = defineCall({
  name: 'admin.companies.courses.kiosk.show',
  method: 'GET',
  params: kioskParams,
  response: z.object({
    company: z.object({ id, name: z.string() }),
    course: z.object({ id, name: z.string() }),
    codes: z.array(kioskCodeSchema).check(z.maxLength(500)),
  }),
});

/** The form's PIN rule: digits only, within the bounds. */
export const kioskPinSchema = z
  .string({ error: m.pinDigits(KIOSK_LIMITS.pinMinDigits, KIOSK_LIMITS.pinMaxDigits) })
  .check(
    z.regex(new RegExp(`^\\d{${KIOSK_LIMITS.pinMinDigits},${KIOSK_LIMITS.pinMaxDigits}}$`), {
      error: m.pinDigits(KIOSK_LIMITS.pinMinDigits, KIOSK_LIMITS.pinMaxDigits),
    }),
  );

const idleMessage = m.idleRange(KIOSK_LIMITS.idleMinSeconds, KIOSK_LIMITS.idleMaxSeconds);

/** The kiosk page's form: what the browser needs to write the file (the PIN stays in the browser). */
export const kioskFormSchema = z
  .object({
    /** An existing code of the company, or '' for a new one. */
    code: text(100),
    pin: kioskPinSchema,
    pin_repeat: z.string(),
    idle_seconds: z.coerce
      .number({ error: idleMessage })
      .check(
        z.int({ error: idleMessage }),
        z.gte(KIOSK_LIMITS.idleMinSeconds, { error: idleMessage }),
        z.lte(KIOSK_LIMITS.idleMaxSeconds, { error: idleMessage }),
      ),
  })
  .check(z.refine((form) => form.pin === form.pin_repeat, { error: m.pinsDiffer, path: ['pin_repeat'] }));
export type KioskForm = z.output<typeof kioskFormSchema>;

/**
 * Registers a kiosk device for the course: with `code`, one of the company's usable codes; without, a new code
 * (KIOSK_NEW_CODE). 422 `kiosk.code-unusable` for a code the company does not have or cannot use.
 */
export const kioskCreateCall = defineCall({
  name: 'admin.companies.courses.kiosk.store',
  method: 'POST',
  params: kioskParams,
  body: z.strictObject({ code: z.optional(text(100)) }),
  response: z.object({
    access_code: z.string(),
    /** The course's page in the app, the kiosk file's coursePreset. */
    course_preset: z.string(),
    kiosk_secret: z.string().check(z.regex(KIOSK_SECRET_PATTERN)),
  }),
});
