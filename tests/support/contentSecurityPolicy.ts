/** A Content-Security-Policy header as a map from directive name to its sources. */
export function parseCsp(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name !== undefined && name !== '')
      .map(([name = '', ...sources]) => [name, sources] as const),
  );
}

/** Directives the site's policy locks to its own origin: it loads, posts and frames nothing else. */
export const selfOnlyDirectives = [
  'base-uri',
  'frame-ancestors',
  'form-action',
  'connect-src',
  'worker-src',
] as const;
