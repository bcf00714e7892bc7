import {
  fullscreenAdCall,
  interactCall,
  setSelectedProvidersCall,
} from '../../../shared/api/calls/engagement';
import { mutationAtom } from '../../state';
import { newsKeys, readerCountry, type Feed } from './queries';

/** Saves the provider selection (never empty) and starts the list again at page 1. */
export const saveProvidersAtom = mutationAtom((services) => ({
  mutationFn: (ids: number[]) =>
    services.api.call(setSelectedProvidersCall, { body: { selected_provider_ids: ids } }),
  onSuccess: async (_reply: unknown, ids: number[]) => {
    services.queryClient.setQueryData<Feed>(newsKeys.feed(), (feed) =>
      feed ? { ...feed, selected_providers: [...ids].sort((a, b) => a - b) } : feed,
    );
    await services.queryClient.resetQueries({ queryKey: newsKeys.articles() });
  },
}));

/** A fresh fullscreen ad each time it is due (a GET, but every answer is a new delivery). */
export const fetchFullscreenAdAtom = mutationAtom((services, get) => ({
  mutationFn: async () => {
    const country = readerCountry(get);
    if (!country) return null;
    return (await services.api.call(fullscreenAdCall, { query: { country } })).fullscreen_ad;
  },
}));

export type Interaction = 'viewed' | 'clicked';

/** Reports a view or click of an impression (the server records each once per user). */
export const interactAtom = mutationAtom((services) => ({
  mutationFn: ({ impression, interaction }: { impression: string; interaction: Interaction }) =>
    services.api.call(interactCall, { params: { impression }, body: { interaction } }),
}));
