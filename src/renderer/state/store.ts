import { createStore } from 'jotai';

/**
 * The Jotai store type. The app makes one in `createServices`; non-React code reaches it through
 * `Services`, components through the hooks re-exported here. Only `state/` imports jotai.
 */
export type AppStore = ReturnType<typeof createStore>;
export const createAppStore = (): AppStore => createStore();
export { Provider, useAtom, useAtomValue, useSetAtom, atom } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
