/**
 * The public face of the back office (/admin, web build only): its routes are in routes.tsx; nothing of
 * it loads before a person opens /admin.
 */
export { adminRoutes } from './routes';
