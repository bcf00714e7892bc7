import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { connectReporter, crashReporting } from './errors/crash';
import { createServices } from './state/services';
import { Provider, store } from './state/store';
import './styles/base.css';
import './styles.css';

// Before the app starts: every crash from here on reaches the error screen and the reporter.
crashReporting.installGlobalHandlers(window);
connectReporter(crashReporting.reporter, store);
const services = createServices();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <App services={services} />
    </Provider>
  </StrictMode>,
);
