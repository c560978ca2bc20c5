/** jsdom gaps that antd and Refine step into (see reference/stack.md pitfalls). */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { catalogue } from '../../src/catalogue';
import i18n, { addSchemaTranslations } from '../../src/i18n/i18n';

/** Width queries answered for jsdom's window (1024 px wide: antd's `lg`, a desktop layout); any other query is false. */
function widthMatches(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  if (!min && !max) return false;
  return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
}

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: widthMatches(query),
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

// A screen waits for its data as the user does: on a busy machine (the API suite beside it)
// an answer takes longer than Testing Library's default second, and a find returns at once it is there.
configure({ asyncUtilTimeout: 10_000 });

// The app loads each language's texts on demand; tests render at once, in either language.
await i18n.loadLanguages(['vi', 'en']);
// The admin app adds the schemas' labels as it loads; tests render its parts on their own.
addSchemaTranslations(catalogue);

// The files of a worker share one window (vitest.config.ts): each starts as a first visit does,
// with nothing saved and the app in Vietnamese.
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
if (i18n.language !== 'vi') await i18n.changeLanguage('vi');
