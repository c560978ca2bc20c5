import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './teacher.css';
import './i18n';
import { TeacherApp } from './TeacherApp';
import { registerServiceWorker } from './service-worker';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TeacherApp />
  </StrictMode>,
);
registerServiceWorker();
