import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { crashMessages } from '../../shared/messages/crash';
import './errorScreen.css';

/**
 * The root route's error element. A route error response (a 404 thrown by a route, say) keeps the router's
 * default page 'Unexpected Application Error!'; a real exception is thrown on to the app's crash boundary, so
 * every crash reaches the same screen and the same report.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) throw error;
  return (
    <main className="route-error">
      <h1>{crashMessages.routerError}</h1>
      <p>
        {error.status} {error.statusText}
      </p>
    </main>
  );
}
