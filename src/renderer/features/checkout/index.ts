/** The public face of the checkout feature: its routes. */
export { checkoutRoutes } from './routes';
