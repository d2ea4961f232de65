import type { CompatibilityComponent, VersionSupport } from './types';

const range = (from: string, to: string): VersionSupport => ({ kind: 'range', from, to });
const from = (version: string): VersionSupport => ({ kind: 'from', from: version });
const versions = (...list: string[]): VersionSupport => ({ kind: 'versions', versions: list });
const latestTwo: VersionSupport = { kind: 'latest', majors: 2 };
const unsupported: VersionSupport = { kind: 'unsupported' };

/**
 * What each release supports, one column per release line of `src/data/release.ts`. Every
 * "version X or newer" on a page is checked against the current release's column
 * (tests/unit/model/versionsInProse.test.ts), and the release notes render this matrix.
 */
export const compatibility: readonly CompatibilityComponent[] = [
  {
    id: 'kubernetes',
    label: 'Kubernetes (Helm chart)',
    namedAs: ['Kubernetes'],
    group: 'platform',
    support: {
      '5.2': range('1.28', '1.31'),
      '5.1': range('1.27', '1.30'),
      '5.0': range('1.26', '1.29'),
    },
  },
  {
    id: 'docker-engine',
    label: 'Docker Engine (evaluation host)',
    namedAs: ['Docker Engine'],
    group: 'platform',
    support: { '5.2': from('24'), '5.1': from('24'), '5.0': from('24') },
  },
  {
    id: 'compose',
    label: 'Docker Compose (evaluation)',
    namedAs: ['Docker Compose', 'Compose'],
    group: 'platform',
    support: { '5.2': from('2.20'), '5.1': from('2.20'), '5.0': from('2.17') },
  },
  {
    id: 'postgresql',
    label: 'PostgreSQL, with pgvector',
    namedAs: ['PostgreSQL'],
    group: 'platform',
    support: { '5.2': versions('16'), '5.1': versions('15', '16'), '5.0': versions('15') },
    inComposeBundle: true,
  },
  {
    id: 'redis',
    label: 'Redis',
    namedAs: ['Redis'],
    group: 'platform',
    support: {
      '5.2': range('7.0', '7.4'),
      '5.1': range('7.0', '7.2'),
      '5.0': versions('6.2', '7.0'),
    },
    inComposeBundle: true,
  },
  {
    // Optional: only the recommended alert rules need it (static/downloads/cognibot-alerts.yaml).
    id: 'prometheus',
    label: 'Prometheus (monitoring, optional)',
    namedAs: ['Prometheus'],
    group: 'platform',
    support: { '5.2': from('2.40'), '5.1': from('2.40'), '5.0': from('2.40') },
  },
  {
    id: 'rasa',
    label: 'Rasa Open Source (NLU projects)',
    namedAs: ['Rasa'],
    group: 'platform',
    support: { '5.2': from('3.6'), '5.1': from('3.6'), '5.0': versions('3.5') },
  },
  {
    id: 'node',
    label: 'Node.js for the `cognibot` CLI and extensions',
    namedAs: ['Node.js'],
    group: 'platform',
    support: { '5.2': versions('20'), '5.1': versions('20'), '5.0': versions('18', '20') },
  },
  {
    id: 'tls',
    label: 'TLS at the gateway',
    namedAs: ['TLS'],
    group: 'platform',
    support: { '5.2': from('1.2'), '5.1': from('1.2'), '5.0': from('1.2') },
  },
  {
    id: 'chromium',
    label: 'Chrome and Edge (Chromium)',
    namedAs: ['Chrome', 'Edge'],
    group: 'browser',
    support: { '5.2': latestTwo, '5.1': latestTwo, '5.0': latestTwo },
  },
  {
    id: 'firefox',
    label: 'Firefox',
    namedAs: ['Firefox'],
    group: 'browser',
    support: { '5.2': latestTwo, '5.1': latestTwo, '5.0': latestTwo },
  },
  {
    id: 'safari',
    label: 'Safari on macOS and iOS, and WKWebView in iOS apps',
    namedAs: ['Safari', 'iOS', 'WKWebView'],
    group: 'browser',
    support: { '5.2': from('16.4'), '5.1': from('16.4'), '5.0': from('15') },
  },
  {
    id: 'android',
    label: 'Android, with an up-to-date Android System WebView',
    namedAs: ['Android'],
    group: 'browser',
    support: { '5.2': from('7.0'), '5.1': from('7.0'), '5.0': from('7.0') },
  },
  {
    id: 'internet-explorer',
    label: 'Internet Explorer',
    namedAs: ['Internet Explorer'],
    group: 'browser',
    support: { '5.2': unsupported, '5.1': unsupported, '5.0': unsupported },
  },
];

/** `1.28 to 1.31`, `2.20 or newer`, `15 and 16`: how pages write a support entry. */
export function formatSupport(support: VersionSupport): string {
  switch (support.kind) {
    case 'range':
      return `${support.from} to ${support.to}`;
    case 'from':
      return `${support.from} or newer`;
    case 'versions':
      return support.versions.length === 1
        ? (support.versions[0] ?? '')
        : `${support.versions.slice(0, -1).join(', ')} and ${support.versions.at(-1) ?? ''}`;
    case 'latest':
      return `Latest ${support.majors} major versions`;
    case 'unsupported':
      return 'Not supported';
  }
}

/** The component's support in one release line; a line or component the matrix lacks is a writing mistake. */
export function supportIn(componentId: string, line: string): VersionSupport {
  const component = compatibility.find((candidate) => candidate.id === componentId);
  if (component === undefined) {
    throw new Error(
      `Unknown component "${componentId}"; src/model/compatibility.ts lists ${compatibility.map((c) => c.id).join(', ')}.`,
    );
  }
  const support = component.support[line];
  if (support === undefined)
    throw new Error(`src/model/compatibility.ts has no ${line} entry for "${componentId}".`);
  return support;
}

/** One component whose support differs between a release line and the line before it. */
export interface SupportChange {
  readonly component: CompatibilityComponent;
  readonly before: string;
  readonly now: string;
  /**
   * What both lines support, where an installation must be before the upgrade; `undefined` when
   * no version works with both, so the component moves in the same window as CogniBot.
   */
  readonly both: string | undefined;
  /** Every version the earlier line supports still works: nothing to do before the upgrade. */
  readonly keepsEarlier: boolean;
}

/** `1.28` before `1.30`, `7.2` before `7.10`: versions compare part by part as numbers. */
function compareVersions(left: string, right: string): number {
  const a = left.split('.').map(Number);
  const b = right.split('.').map(Number);
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

function allows(support: VersionSupport, version: string): boolean {
  switch (support.kind) {
    case 'range':
      return (
        compareVersions(version, support.from) >= 0 && compareVersions(version, support.to) <= 0
      );
    case 'from':
      return compareVersions(version, support.from) >= 0;
    case 'versions':
      return support.versions.includes(version);
    case 'latest':
    case 'unsupported':
      return false;
  }
}

function commonVersions(
  list: readonly string[],
  other: VersionSupport,
): VersionSupport | undefined {
  const common = list.filter((version) => allows(other, version));
  return common.length === 0 ? undefined : { kind: 'versions', versions: common };
}

const later = (a: string, b: string): string => (compareVersions(a, b) >= 0 ? a : b);

/** What two support entries have in common; `undefined` when no version satisfies both. */
export function supportOverlap(a: VersionSupport, b: VersionSupport): VersionSupport | undefined {
  if (a.kind === 'unsupported' || b.kind === 'unsupported') return undefined;
  if (a.kind === 'latest' || b.kind === 'latest') {
    return a.kind === 'latest' && b.kind === 'latest'
      ? { kind: 'latest', majors: Math.min(a.majors, b.majors) }
      : undefined;
  }
  if (a.kind === 'versions') return commonVersions(a.versions, b);
  if (b.kind === 'versions') return commonVersions(b.versions, a);
  const start = later(a.from, b.from);
  const ends = [a, b].flatMap((entry) => (entry.kind === 'range' ? [entry.to] : []));
  if (ends.length === 0) return { kind: 'from', from: start };
  const end = ends.reduce((x, y) => (compareVersions(x, y) <= 0 ? x : y));
  return compareVersions(start, end) <= 0 ? { kind: 'range', from: start, to: end } : undefined;
}

/**
 * What changed in supported versions from `previousLine` to `line`, in matrix order, so release
 * notes list dropped and added versions from the matrix instead of retyping them.
 */
export function supportChanges(line: string, previousLine: string): SupportChange[] {
  return compatibility.flatMap((component) => {
    const earlier = supportIn(component.id, previousLine);
    const current = supportIn(component.id, line);
    const before = formatSupport(earlier);
    const now = formatSupport(current);
    if (before === now) return [];
    const overlap = supportOverlap(earlier, current);
    const both = overlap === undefined ? undefined : formatSupport(overlap);
    return [{ component, before, now, both, keepsEarlier: both === before }];
  });
}
