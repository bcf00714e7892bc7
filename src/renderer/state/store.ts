import { createStore } from 'jotai';

/**
 * The one Jotai store of the app. Non-React code (network queue, socket) reads and writes through it;
 * components use the hooks re-exported here.
 */
export const store = createStore();
export { Provider, useAtom, useAtomValue, useSetAtom, atom } from 'jotai';
