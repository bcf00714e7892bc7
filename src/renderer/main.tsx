import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startRoutes } from './app/App';
import { bootstrap } from './app/startup';
import { connectReporter } from './errors/crash';
import { createServices, Provider } from './state';
import './styles/base.css';
import './styles.css';

const services = createServices();
// Before the app starts: every crash from here on reaches the error screen and the reporter.
services.crash.installGlobalHandlers(window);
connectReporter(services.crash.reporter, services.store);
// The init call goes out now, beside the first render, not after its paint (Root's effect joins this run).
void bootstrap(services);
const routes = startRoutes(services, window.location);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={services.store}>
      <App services={services} routes={routes} />
    </Provider>
  </StrictMode>,
);
