/**
 * Runs in the page, inlined at the end of <body> by the plugin (index.ts), so it may use nothing
 * from outside its own body. It starts the scripts that the template (ssrTemplate.ts) preloads,
 * in their order, once the browser reports the first contentful paint: the reader sees the
 * server-rendered page before main.js compiles and hydrates it. The route's chunks come after
 * main.js, so they run after it; main.js finds their <script> elements in place and waits on them
 * instead of adding its own, failures included.
 */
export function startScriptsAfterFirstPaint(): void {
  const scripts = Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-app-script]'),
    // As written: webpack matches a chunk's <script> by its src attribute, a path from the root.
    (link) => link.getAttribute('href') ?? '',
  );
  let started = false;
  function start(): void {
    if (started) return;
    started = true;
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      // Added scripts run as soon as each one loads unless told to keep their document order.
      script.async = false;
      document.head.appendChild(script);
    }
  }
  // The DOM types assume both; older browsers lack PerformanceObserver or its supportedEntryTypes.
  const paintsAreReported =
    typeof PerformanceObserver === 'function' &&
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    (PerformanceObserver.supportedEntryTypes || []).includes('paint');
  // A hidden tab reports no paint, nor does a browser without paint timing: nothing to wait for.
  if (!paintsAreReported || document.visibilityState === 'hidden') {
    start();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // A tab hidden before its first paint never reports one; a page that never paints still starts.
  document.addEventListener('visibilitychange', start);
  setTimeout(start, 3000);
}
