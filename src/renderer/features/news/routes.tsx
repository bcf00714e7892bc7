import { navMessages } from '../../../shared/messages/nav';
import { titled, type FeatureRoutes } from '../../app/routeKit';

/** /app/news-feed: its page and everything of the feed load with the route, never before. */
export const newsRoutes: FeatureRoutes = (page) => [
  titled(navMessages.newsFeed, {
    path: 'news-feed',
    element: page(async () => (await import('./NewsFeedPage')).NewsFeedPage),
  }),
];
