/** What the Network Information API tells of the connection (missing in Firefox and Safari). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the worker may fetch, once the reader has searched, the postings no query needed yet,
 * so that later keystrokes never wait for the network: not when the reader asked to save data or
 * the connection is slow, and yes where the browser does not say.
 */
export function allowsBackgroundLoading(connection: ConnectionHints | undefined): boolean {
  if (connection === undefined) return true;
  return connection.saveData !== true && !/2g|3g/.test(connection.effectiveType ?? '');
}
