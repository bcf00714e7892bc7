/** The public face of the feedback feature: its routes. */
export { feedbackRoutes } from './routes';
