/** The public face of the news feature; the feed itself loads with its route (routes.tsx). */
export { installArticleDeveloperHook, openArticlesAtom } from './articles';
