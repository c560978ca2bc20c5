// Must load before antd renders anything: adapts antd 5 to React 19.
import '@ant-design/v5-patch-for-react-19';
import 'antd/dist/reset.css';
import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { Splash } from './components/Splash';
import './i18n/i18n';

const root = createRoot(document.getElementById('root')!);
// A transition renders in slices that yield to the browser, so the first render never freezes a slow phone.
startTransition(() => {
  root.render(
    <StrictMode>
      {/* Waits for the language's texts, which load beside the first screen's code. */}
      <Suspense fallback={<Splash />}>
        <App />
      </Suspense>
    </StrictMode>,
  );
});
