// The app starts after the browser's next paint, so the splash in index.html shows first,
// even when the scripts arrive at once (a cached return visit) and take a slow phone a second to run.
requestAnimationFrame(() => setTimeout(() => void import('./main')));
