/** The public face of the quiz feature: its routes (routes.tsx); nothing else is used outside. */
export { quizRoutes } from './routes';
