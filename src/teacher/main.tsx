import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../phone/phone.css';
import './i18n';
import { TeacherApp } from './TeacherApp';
import { prefetchFirstScreen } from './queries';
import { registerServiceWorker } from '../phone/register-service-worker';

prefetchFirstScreen(window.location.pathname);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TeacherApp />
  </StrictMode>,
);
registerServiceWorker();
