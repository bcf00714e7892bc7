import { atom, useAtomValue } from 'jotai';
import type { Platform } from '../platform';
import type { AppStore } from './store';

/** False from a request failing without a response until the probe answers again. */
export const networkOnlineAtom = atom(true);

/** Feeds the platform's connectivity reports into the atom (the no-internet modal reads it). */
export function connectNetworkState(platform: Platform, store: AppStore): () => void {
  return platform.connectivity.subscribe((online) => store.set(networkOnlineAtom, online));
}

/** Whether the backend is reachable, for components that adapt to an outage beyond the modal. */
export const useNetworkOnline = (): boolean => useAtomValue(networkOnlineAtom);
