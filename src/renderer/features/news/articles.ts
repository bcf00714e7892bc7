import { atom, currentUserAtom, type Services } from '../../state';

/**
 * Closed article visits since the app started: a fullscreen ad is fetched each time this count reaches
 * `fullscreen_ad_interval`.
 */
export const articleVisitsAtom = atom(0);

/** Articles open right now (desktop: child windows). Input there never reaches our page. */
export const openArticlesAtom = atom(0);

/**
 * Opens an article through the platform (desktop: a sandboxed child window; browser: a new tab) and
 * counts the visit once it is over. A visit that could not be opened is not counted.
 */
export async function openArticle(services: Services, url: string): Promise<void> {
  const { store } = services;
  store.set(openArticlesAtom, (open: number) => open + 1);
  try {
    await services.platform.openArticle(url);
    store.set(articleVisitsAtom, (visits: number) => visits + 1);
  } finally {
    store.set(openArticlesAtom, (open: number) => open - 1);
  }
}

/**
 * Opens an advertiser's page the way articles open, but it is no article visit: it does not count
 * towards the fullscreen ad interval.
 */
export async function openAd(services: Services, url: string): Promise<void> {
  const { store } = services;
  store.set(openArticlesAtom, (open: number) => open + 1);
  try {
    await services.platform.openArticle(url);
  } finally {
    store.set(openArticlesAtom, (open: number) => open - 1);
  }
}

/** The name under which developer accounts find the article hook on `window`. */
export const ARTICLE_DEVELOPER_HOOK = 'quizDeveloperArticles';

/** What a developer (and the desktop end-to-end test) can do from the console, besides the feed itself. */
export interface ArticleDeveloperHook {
  /** Opens an article the way the news feed will; resolves with the visit count after it closed. */
  openArticle(url: string): Promise<number>;
  articleVisits(): number;
}

/**
 * Puts an {@link ArticleDeveloperHook} on `target` while an account with the developer flag is signed in,
 * like the other developer options. It can do no more than the page itself can. Returns the function that
 * removes it.
 */
export function installArticleDeveloperHook(services: Services, target: object = window): () => void {
  const { store } = services;
  const slot = target as Record<string, unknown>;
  const hook: ArticleDeveloperHook = {
    openArticle: async (url) => {
      await openArticle(services, url);
      return store.get(articleVisitsAtom);
    },
    articleVisits: () => store.get(articleVisitsAtom),
  };
  const update = () => {
    if (store.get(currentUserAtom)?.developer) slot[ARTICLE_DEVELOPER_HOOK] = hook;
    else delete slot[ARTICLE_DEVELOPER_HOOK];
  };
  update();
  const unsubscribe = store.sub(currentUserAtom, update);
  return () => {
    unsubscribe();
    delete slot[ARTICLE_DEVELOPER_HOOK];
  };
}
