import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { KioskSettings } from '../../shared/ipc';
import { KIOSK_LIMITS, KIOSK_SECRET_PATTERN } from '../../shared/domain/kiosk';
import { isPinHash } from './pin';

/** Looked for in the user-data folder when neither `--kiosk-config` nor `QUIZ_KIOSK_CONFIG` names a file. */
export const KIOSK_CONFIG_FILE_NAME = 'kiosk.json';

export const kioskConfigSchema = z.strictObject({
  /** Seconds without input before the participant is logged out and wiped. */
  idleLogoutSeconds: z
    .number()
    .int()
    .min(KIOSK_LIMITS.idleMinSeconds)
    .max(KIOSK_LIMITS.idleMaxSeconds)
    .default(KIOSK_LIMITS.idleDefaultSeconds),
  /** Made by src/main/kiosk/hashPinCommand.ts (README, Kiosk mode): never the PIN itself. */
  adminPinHash: z.string().refine(isPinHash, 'must be a hash made by src/main/kiosk/hashPinCommand.ts'),
  /** Company access code every participant's session joins. */
  accessCode: z.string().trim().min(1).max(100).nullable().default(null),
  /** Company course participants land on (its id on the company platform). */
  coursePreset: z.string().trim().min(1).max(100).nullable().default(null),
  /**
   * This installation's kiosk secret, made by the server when the kiosk file is made in the back office; the
   * renderer sends it with every request so the training room's sign-ups are not throttled like an attacker.
   */
  kioskSecret: z.string().regex(KIOSK_SECRET_PATTERN).optional(),
});
export type KioskConfig = z.infer<typeof kioskConfigSchema>;

export const kioskSettingsOf = ({
  idleLogoutSeconds,
  accessCode,
  coursePreset,
  kioskSecret,
}: KioskConfig): KioskSettings => ({
  idleLogoutSeconds,
  accessCode,
  coursePreset,
  ...(kioskSecret ? { kioskSecret } : {}),
});

export interface KioskRequest {
  /** `--kiosk` was given: kiosk mode is required, so a missing config is an error. */
  required: boolean;
  /** An explicit config file (`--kiosk-config=<path>` or `QUIZ_KIOSK_CONFIG`). */
  configPath: string | null;
}

export function readKioskRequest(argv: readonly string[], env: NodeJS.ProcessEnv): KioskRequest {
  const fromArgument = argv.find((arg) => arg.startsWith('--kiosk-config='))?.slice('--kiosk-config='.length);
  const configPath = fromArgument?.trim() || env['QUIZ_KIOSK_CONFIG']?.trim() || null;
  return { required: argv.includes('--kiosk') || configPath !== null, configPath };
}

export class KioskConfigError extends Error {
  override name = 'KioskConfigError';
}

/**
 * The kiosk config, or null when kiosk mode was not asked for and no `kiosk.json` lies in `userDataDir`.
 * Throws KioskConfigError when kiosk mode was asked for and the file is missing or invalid: the app
 * then refuses to start rather than run a training station unlocked.
 */
export async function loadKioskConfig(
  request: KioskRequest,
  userDataDir: string,
): Promise<KioskConfig | null> {
  const file = request.configPath ?? path.join(userDataDir, KIOSK_CONFIG_FILE_NAME);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    if (missing && !request.required) return null;
    throw new KioskConfigError(`kiosk config ${file} ${missing ? 'not found' : 'unreadable'}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new KioskConfigError(`kiosk config ${file} is not valid JSON`);
  }
  const parsed = kioskConfigSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`,
    );
    throw new KioskConfigError(`kiosk config ${file} is invalid: ${problems.join('; ')}`);
  }
  return parsed.data;
}
