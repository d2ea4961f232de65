/**
 * Client module of every page: where the browser offers WebMCP (`document.modelContext`), loads
 * the tools' chunk once the page has loaded and is idle, and registers them. Elsewhere it does
 * nothing else, so a browser without WebMCP downloads none of the tools' code.
 */
interface MaybeModelContext {
  modelContext?: { registerTool?: unknown };
}

function webMcpAvailable(): boolean {
  if (typeof document === 'undefined') return false;
  const context =
    (document as MaybeModelContext).modelContext ?? (navigator as MaybeModelContext).modelContext;
  return typeof context?.registerTool === 'function';
}

if (webMcpAvailable()) {
  const register = () => {
    void import('./registerTools').then(({ registerAgentTools }) => {
      registerAgentTools();
    });
  };
  // Browsers with WebMCP have requestIdleCallback; the idle time after `load`, not before, so the
  // tools never compete with the page's own scripts.
  const whenIdle = () => {
    requestIdleCallback(register);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

export {};
