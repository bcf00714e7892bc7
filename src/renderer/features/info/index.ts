/** The public face of the info feature (legal pages, how it works, course description): its routes. */
export { infoRoutes, publicLegalRoutes } from './routes';
