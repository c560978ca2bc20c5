/** jsdom gaps that antd and Refine step into (see reference/stack.md pitfalls). */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { catalogue } from '../../src/catalogue';
import i18n, { addSchemaTranslations } from '../../src/i18n/i18n';

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// The app loads each language's texts on demand; tests render at once, in either language.
await i18n.loadLanguages(['vi', 'en']);
// The admin app adds the schemas' labels as it loads; tests render its parts on their own.
addSchemaTranslations(catalogue);
