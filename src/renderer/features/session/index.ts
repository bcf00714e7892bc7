/** The public face of the session feature: signing in and out, and the stored session at start. */
export { logout, refreshUser, restoreSession, signIn } from './sessionService';
