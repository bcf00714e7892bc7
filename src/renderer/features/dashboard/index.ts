/** The public face of the dashboard feature: its routes (routes.tsx); nothing else is used outside. */
export { dashboardRoutes } from './routes';
