/** The public face of the news feature (the feed itself comes with issue 14). */
export { installArticleDeveloperHook, openArticlesAtom } from './articles';
