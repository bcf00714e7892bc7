/** The public face of the news feature; the feed itself loads with its route (routes.tsx). */
import type * as cards from './cards';

export { installArticleDeveloperHook, openArticlesAtom } from './articles';

/** The feed's article card, banner and fullscreen ad with their styles, loaded on demand (a preview's). */
export const loadNewsCards = (): Promise<typeof cards> => import('./cards');
export type NewsCards = typeof cards;
