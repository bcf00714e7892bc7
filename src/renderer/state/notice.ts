import { atom } from './store';

/**
 * What one page tells the app's home after it: a password reset signs the user in, and the route guard
 * then picks the page, so the message travels here rather than in the navigation.
 */
export type Notice = 'passwordChanged';

export const noticeAtom = atom<Notice | null>(null);
