import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createServices } from './state/services';
import { Provider, store } from './state/store';
import './styles/base.css';
import './styles.css';

const services = createServices();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <App services={services} />
    </Provider>
  </StrictMode>,
);
