/** The public face of the placeholder pages: their routes (routes.tsx). */
export { placeholderRoutes } from './routes';
