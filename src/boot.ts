// The app starts after the browser's next paint, so the splash in index.html shows first,
// even when the scripts arrive at once (a cached return visit) and take a slow phone a second to run.
// A tab opened in the background paints nothing and gets no frames until shown: it starts at once.
const start = () => void import('./main');
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
