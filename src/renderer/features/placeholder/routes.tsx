import { navMessages } from '../../../shared/messages/nav';
import { titled, type FeatureRoutes } from '../../app/routeKit';

/** The routes of SPEC §2 whose features come in later issues, with their top-bar titles. */
const PLACEHOLDERS: readonly (readonly [path: string, title: string])[] = [
];

/** Each shows its title and a short note until its feature is built. */
export const placeholderRoutes: FeatureRoutes = (page) => {
  const placeholder = page(async () => (await import('./PlaceholderPage')).PlaceholderPage);
  return PLACEHOLDERS.map(([path, title]) => titled(title, { path, lazy: placeholder }));
};
