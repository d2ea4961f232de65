/**
 * Keeps the page up when the address gets a hash with a malformed percent-escape after load
 * (`location.hash = '%E0%A4%A'`, a link to `#%ZZ`): Docusaurus's route lifecycle decodes the hash
 * with decodeURIComponent, which throws, and the page would fall to its crash screen. Before the
 * router hears of the change (a capturing listener on window runs before its own), such a hash is
 * rewritten with its `%` escaped, so it decodes to the text that was typed.
 */
export function isMalformedHash(hash: string): boolean {
  try {
    decodeURIComponent(hash);
    return false;
  } catch {
    return true;
  }
}

/** The hash with every `%` escaped: decodes to the hash as it was written. */
export function safeHash(hash: string): string {
  return hash.replace(/%/g, '%25');
}

function repairHash() {
  const { hash } = window.location;
  if (!isMalformedHash(hash)) return;
  const url = new URL(window.location.href);
  url.hash = safeHash(hash.slice(1));
  window.history.replaceState(window.history.state, '', url);
}

// Client modules also run during the static build, where there is no window.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', repairHash, { capture: true });
  window.addEventListener('hashchange', repairHash, { capture: true });
}
