import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../phone/phone.css';
import './i18n';
import { ParentApp } from './ParentApp';
import { prefetchFirstScreen } from './queries';
import { registerServiceWorker } from '../phone/register-service-worker';

prefetchFirstScreen();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ParentApp />
  </StrictMode>,
);
registerServiceWorker();
