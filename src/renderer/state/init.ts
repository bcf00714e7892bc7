import { atom } from 'jotai';
import type { CallResponse } from '../../shared/api/call';
import type { initCall } from '../../shared/api/calls/session';
import type { VersionVerdict } from '../../shared/domain/version';

export type InitData = CallResponse<typeof initCall>;

export type StartupState =
  | { status: 'loading' }
  | { status: 'ready'; init: InitData; verdict: VersionVerdict; testMode: boolean }
  | { status: 'failed'; message: string };

export const startupAtom = atom<StartupState>({ status: 'loading' });

export const testModeAtom = atom((get) => {
  const startup = get(startupAtom);
  return startup.status === 'ready' && startup.testMode;
});
