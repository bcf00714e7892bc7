import { atom } from 'jotai';
import type { User } from '../../../shared/api/entities';

export type SessionState = { status: 'restoring' } | { status: 'visitor' } | { status: 'user'; user: User };

export const sessionAtom = atom<SessionState>({ status: 'restoring' });

export const currentUserAtom = atom((get) => {
  const session = get(sessionAtom);
  return session.status === 'user' ? session.user : null;
});
