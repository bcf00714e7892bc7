/**
 * The public face of the app's state: the only module that imports jotai, jotai-tanstack-query and
 * TanStack Query. Features take atoms, hooks and the data-layer helpers from here.
 */
export { Provider, useAtom, useAtomValue, useSetAtom, atom, createAppStore } from './store';
export type { AppStore, Atom, PrimitiveAtom, WritableAtom } from './store';
export { queryAtom, mutationAtom, useQueryFor } from './queryAtoms';
export { infiniteQueryAtom } from './infiniteQueryAtom';
export type { QueryKey } from '@tanstack/react-query';
export { ME_KEY, meQuery } from './queries';
export {
  applyUser,
  currentUserAtom,
  forgetServerState,
  refreshUser,
  sessionAtom,
  type SessionState,
} from './session';
export { countryAtom } from './country';
export { startupAtom, testModeAtom, type InitData, type StartupState } from './init';
export { networkOnlineAtom, useNetworkOnline } from './network';
export { noticeAtom, type Notice } from './notice';
export { createServices, type Services, type ServiceOptions } from './services';
export { ServicesProvider, useServices } from './servicesContext';
export { crashAtom, createCrashReporting, type CrashReporting, type CrashState } from './crash';
