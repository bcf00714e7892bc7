import { atom } from 'jotai';
import type { Services } from './services';

const unsetServices = atom<Services | null>(null);

/**
 * The app's services, for atoms whose queries call the API. `createServices` puts them into the store
 * it is given; reading them before that is a programming error.
 */
export const servicesAtom = atom(
  (get) => {
    const services = get(unsetServices);
    if (!services) throw new Error('servicesAtom read before createServices');
    return services;
  },
  (_get, set, services: Services) => set(unsetServices, services),
);
