/** The public face of the company platform feature: its routes (routes.tsx). */
export { platformRoutes, verifyRoutes } from './routes';
