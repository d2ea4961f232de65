import { defaults, type Environment, type Position, type ThemeMode } from './webchatOptions';

/** What the reader fills in on the snippet builder; empty strings for fields left blank. */
export interface SnippetInput {
  readonly projectId: string;
  readonly host: string;
  readonly environment: Environment;
  readonly locale: string;
  readonly theme: ThemeMode;
  readonly startOpen: boolean;
  readonly position: Position;
  readonly title: string;
  readonly primaryColor: string;
  readonly fontFamily: string;
}

export type SnippetField = keyof SnippetInput;

export const emptyInput: SnippetInput = {
  projectId: '',
  host: '',
  environment: defaults.environment,
  locale: defaults.locale,
  theme: defaults.theme,
  startOpen: defaults.startOpen,
  position: defaults.position,
  title: '',
  primaryColor: '',
  fontFamily: '',
};

export const fieldLabels: Readonly<Record<SnippetField, string>> = {
  projectId: 'Project ID',
  host: 'Host',
  environment: 'Environment',
  locale: 'Locale',
  theme: 'Theme',
  startOpen: 'Start open',
  position: 'Position',
  title: 'Title',
  primaryColor: 'Primary colour',
  fontFamily: 'Font family',
};

const projectIdPattern = /^prj_[a-z0-9]+$/;
const localePattern = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const hexColorPattern = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

function hostProblem(host: string): string | undefined {
  if (host === '')
    return 'Enter the address of your CogniBot host, such as https://bots.example.com.';
  if (!host.startsWith('https://')) return 'The host must start with https://.';
  if (host.endsWith('/')) return 'Remove the trailing slash.';
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    return 'This is not a valid address.';
  }
  if (url.origin !== host) return 'Give only https:// and the host name (and port), with no path.';
  return undefined;
}

/** What is wrong with each field, by the rules of the web chat page; empty when all is well. */
export function validateSnippetInput(input: SnippetInput): Partial<Record<SnippetField, string>> {
  const problems: Partial<Record<SnippetField, string>> = {};
  const projectId = input.projectId.trim();
  if (projectId === '') problems.projectId = 'Enter the project ID, such as prj_7f3k2m9q.';
  else if (!projectIdPattern.test(projectId)) {
    problems.projectId =
      'A project ID is prj_ followed by lowercase letters and digits, such as prj_7f3k2m9q.';
  }
  const host = hostProblem(input.host.trim());
  if (host !== undefined) problems.host = host;
  const locale = input.locale.trim();
  if (locale !== '' && !localePattern.test(locale)) {
    problems.locale = 'Enter a language tag such as en or fr-CA, or leave it empty.';
  }
  const color = input.primaryColor.trim();
  if (color !== '' && !hexColorPattern.test(color)) {
    problems.primaryColor = 'Enter a hex colour such as #1f5fbf, or leave it empty.';
  }
  return problems;
}

function channel(value: number): number {
  const share = value / 255;
  return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
}

/** Contrast ratio of white text on a hex colour (WCAG 2 relative luminance). */
export function contrastWithWhite(hex: string): number {
  const digits =
    hex.length === 4 ? hex.slice(1).replace(/./g, (digit) => digit + digit) : hex.slice(1);
  const [red, green, blue] = [0, 2, 4].map((start) =>
    channel(parseInt(digits.slice(start, start + 2), 16)),
  );
  const luminance = 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
  return 1.05 / (luminance + 0.05);
}

/** A JavaScript string literal in single quotes that cannot end the surrounding script tag. */
function jsString(value: string): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/</g, '\\x3C');
  return `'${escaped}'`;
}

function themeLines(input: SnippetInput): string[] {
  const overrides: [string, string][] = [];
  if (input.theme !== defaults.theme) overrides.push(['mode', input.theme]);
  if (input.primaryColor.trim() !== '') overrides.push(['primaryColor', input.primaryColor.trim()]);
  if (input.fontFamily.trim() !== '') overrides.push(['fontFamily', input.fontFamily.trim()]);
  // Without colour or font overrides, the plain mode string is all the widget needs.
  if (overrides.every(([key]) => key === 'mode')) return [`theme: ${jsString(input.theme)}`];
  const keys = overrides.map(([key, value]) => `  ${key}: ${jsString(value)}`);
  return [
    'theme: {',
    ...keys.map((line, index) => (index < keys.length - 1 ? `${line},` : line)),
    '}',
  ];
}

/**
 * The options object passed to init(), one option per line. projectId, host, theme and startOpen
 * are always written, as in the page's snippet; the others only when they differ from their
 * defaults.
 */
function initOptionLines(input: SnippetInput): string[][] {
  const options: string[][] = [
    [`projectId: ${jsString(input.projectId.trim())}`],
    [`host: ${jsString(input.host.trim())}`],
  ];
  if (input.environment !== defaults.environment)
    options.push([`environment: ${jsString(input.environment)}`]);
  if (input.locale.trim() !== '') options.push([`locale: ${jsString(input.locale.trim())}`]);
  options.push(themeLines(input));
  options.push([`startOpen: ${String(input.startOpen)}`]);
  if (input.position !== defaults.position) options.push([`position: ${jsString(input.position)}`]);
  if (input.title.trim() !== '') options.push([`title: ${jsString(input.title.trim())}`]);
  return options;
}

export type SnippetResult =
  | { readonly ok: true; readonly code: string; readonly csp: readonly CspDirective[] }
  | { readonly ok: false; readonly missing: readonly string[] };

/** The script tags to paste before `</body>`, or the labels of the fields still to fix. */
export function buildSnippet(input: SnippetInput): SnippetResult {
  const problems = validateSnippetInput(input);
  const missing = (Object.keys(fieldLabels) as SnippetField[])
    .filter((field) => problems[field] !== undefined)
    .map((field) => fieldLabels[field]);
  if (missing.length > 0) return { ok: false, missing };
  const options = initOptionLines(input);
  const body = options.flatMap((lines, index) => {
    const last = lines.length - 1;
    // Every option but the last ends with a comma, after its last line.
    return lines.map((line, lineIndex) =>
      lineIndex === last && index < options.length - 1 ? `    ${line},` : `    ${line}`,
    );
  });
  const host = input.host.trim();
  const code = [
    `<script src="${host}/webchat/v5/cognibot-webchat.js"></script>`,
    '<script>',
    '  CogniBotWebchat.init({',
    ...body,
    '  });',
    '</script>',
  ].join('\n');
  return { ok: true, code, csp: cspDirectives(host) };
}

export interface CspDirective {
  readonly directive: 'script-src' | 'connect-src' | 'frame-src';
  readonly sources: readonly string[];
}

/** The sources a Content-Security-Policy must allow for the widget, as in the page's CSP table. */
export function cspDirectives(host: string): CspDirective[] {
  const socket = host.replace(/^https:/, 'wss:');
  return [
    { directive: 'script-src', sources: [host] },
    { directive: 'connect-src', sources: [host, socket] },
    { directive: 'frame-src', sources: [host] },
  ];
}

/** The directives as lines to merge into an existing policy. */
export function cspText(directives: readonly CspDirective[]): string {
  return directives
    .map(({ directive, sources }) => `${directive} ${sources.join(' ')}`)
    .join(';\n');
}
