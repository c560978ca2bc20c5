import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './teacher.css';
import './i18n';
import { TeacherApp } from './TeacherApp';
import { prefetchFirstScreen } from './queries';
import { registerServiceWorker } from './service-worker';

prefetchFirstScreen(window.location.pathname);
const root = createRoot(document.getElementById('root')!);
// A transition renders in slices that yield to the browser: a roster of 30 never freezes a slow phone.
startTransition(() => {
  root.render(
    <StrictMode>
      <TeacherApp />
    </StrictMode>,
  );
});
registerServiceWorker();
