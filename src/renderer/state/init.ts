import { atom } from 'jotai';
import type { CallResponse } from '../../shared/api/call';
import type { initCall } from '../../shared/api/calls/session';

export type InitData = CallResponse<typeof initCall>;

export type StartupState =
  { status: 'loading' } | { status: 'ready'; init: InitData } | { status: 'failed'; message: string };

export const startupAtom = atom<StartupState>({ status: 'loading' });
