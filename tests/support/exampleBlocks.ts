import { visit } from 'unist-util-visit';
import type { MarkdownSource } from './markdownSources';

/** One fenced code block of a page, located for the writer. */
export interface FenceBlock {
  readonly file: string;
  readonly line: number;
  readonly lang: string;
  readonly meta: string;
  readonly value: string;
}

export function fenceBlocks(sources: readonly MarkdownSource[]): FenceBlock[] {
  const blocks: FenceBlock[] = [];
  for (const source of sources) {
    visit(source.tree, 'code', (node) => {
      blocks.push({
        file: source.file,
        line: node.position?.start.line ?? 0,
        lang: node.lang ?? '',
        meta: node.meta ?? '',
        value: node.value,
      });
    });
  }
  return blocks;
}

/** The value of `name="…"` in a fence's meta, as Docusaurus reads `title="…"`. */
export function metaAttribute(meta: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(meta)?.[1];
}

/**
 * JSON and HTTP examples that are not calls of the CogniBot REST API say what they show with
 * `format="…"`, one of these. A REST call names its operation with `openapi="…"` instead.
 */
export const exampleFormats = {
  'audit-event': 'An event of the audit log, as exported or forwarded',
  'log-line': 'A JSON log line of a service',
  'oidc-claims': 'Claims of an ID token from the identity provider',
  'webchat-token': 'The decoded payload of a web chat user token',
  'teams-manifest': 'manifest.json of a Microsoft Teams app package',
  'whatsapp-cloud-api': 'A request CogniBot sends to the WhatsApp Cloud API of Meta',
  'whatsapp-webhook': 'A call Meta sends to the WhatsApp webhook of channel-connector',
  'extension-manifest': 'cognibot-extension.json of an extension',
  'action-body': "A request body an action sends to the reader's own system",
  'action-result': 'The result of an action before its output mapping',
  'nlu-result': 'The raw result of the NLU engine',
  'rasa-parse': 'An answer of the Rasa server',
  'test-state': 'Preset state of a conversation test, as state names and JSON values',
  'http-response-headers': "Response headers of the reader's own web server",
  'editor-settings': "Settings of the reader's code editor, such as VS Code's settings.json",
} as const;

export type ExampleFormat = keyof typeof exampleFormats;

/** How each kind of block is covered, and by which test. */
export type BlockKind =
  'rest' | 'format' | 'shell' | 'text' | 'package-file' | 'config-file' | 'program';

/** YAML files of a `.cbpkg` package, checked by the dialog-format tests. */
const packageFilePattern =
  /^(skills\/[^/]+\/(dialogs\/[^/]+|skill)\.yaml|tests\/[^/]+\.yaml|connections\/[^/]+\.yaml)$/;
/** Configuration files of other tools a reader copies; parsed as YAML here. */
const configFilePattern =
  /^(\.github\/workflows\/[^/]+\.ya?ml|\.gitlab-ci\.yml|config\.yml|values\.yaml)$/;
const programLanguages = new Set(['javascript', 'kotlin', 'swift', 'html', 'xml']);

/** The kind of a block, or why it is of no known kind. */
export function blockKind(block: FenceBlock): { kind: BlockKind } | { problem: string } {
  const title = metaAttribute(block.meta, 'title');
  switch (block.lang) {
    case 'json':
    case 'http': {
      if (metaAttribute(block.meta, 'openapi') !== undefined) return { kind: 'rest' };
      const format = metaAttribute(block.meta, 'format');
      if (format !== undefined && format in exampleFormats) return { kind: 'format' };
      return {
        problem:
          format === undefined
            ? `a ${block.lang} example names neither its REST operation (openapi="<operationId> request|response <status>") nor what it shows (format="…", one of ${Object.keys(exampleFormats).join(', ')})`
            : `format="${format}" is not a known example format`,
      };
    }
    case 'bash':
      return { kind: 'shell' };
    case 'text':
      return { kind: 'text' };
    case 'yaml':
      if (title !== undefined && packageFilePattern.test(title)) return { kind: 'package-file' };
      if (title !== undefined && configFilePattern.test(title)) return { kind: 'config-file' };
      // Another tool's YAML says which with format="…"; the dialog-format test checks that such a
      // block is not a CogniBot format in disguise (tests/unit/dialog/docExamples.test.ts).
      if (metaAttribute(block.meta, 'format') !== undefined) return { kind: 'config-file' };
      return {
        problem: `a yaml example needs title="…" naming a package file (skills/…/dialogs/….yaml, tests/….yaml, connections/….yaml) or a known configuration file, or format="…" naming another tool's format`,
      };
    default:
      if (programLanguages.has(block.lang)) return { kind: 'program' };
      return { problem: `no test covers examples in "${block.lang || 'no language'}"` };
  }
}

/** `GET /api/v1/projects/prj_1 HTTP/1.1` → method and path, from an HTTP request's first line. */
export function requestLine(text: string): { method: string; path: string } | undefined {
  const match = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\S+)(?: HTTP\/[\d.]+)?$/m.exec(
    text.split('\n')[0] ?? '',
  );
  return match ? { method: match[1] ?? '', path: (match[2] ?? '').split('?')[0] ?? '' } : undefined;
}

/** A REST call of the CogniBot API that a shell command or a sentence shows. */
export interface RestCall {
  readonly line: number;
  readonly method: string;
  readonly path: string;
  /** The JSON body, for curl with `-d`. */
  readonly body?: string;
}

/** Calls of `/api/v1/…`, `/healthz` and `/readyz` made with curl in a shell block. */
export function curlCalls(block: FenceBlock): RestCall[] {
  const commands: { line: number; text: string }[] = [];
  let pending: { line: number; text: string } | undefined;
  block.value.split('\n').forEach((raw, index) => {
    const line = block.line + 1 + index;
    const current = pending ?? { line, text: '' };
    const continued = raw.trimEnd().endsWith('\\');
    current.text += ` ${continued ? raw.trimEnd().slice(0, -1) : raw}`;
    pending = continued ? current : undefined;
    if (!continued) commands.push(current);
  });
  return commands.flatMap(({ line, text }) => {
    if (!/^\s*curl\s/.test(text)) return [];
    const url = /["']?(https?:\/\/[^\s"']+)["']?/.exec(text)?.[1];
    if (url === undefined) return [];
    const path = new URL(url.replace(/\$\{?\w+\}?/g, 'x')).pathname;
    if (!/^\/(api\/v1\/|healthz$|readyz$)/.test(path)) return [];
    const method = /-X\s+([A-Z]+)/.exec(text)?.[1] ?? (/\s-d\s/.test(text) ? 'POST' : 'GET');
    const body = /\s-d\s+'([^']*)'/.exec(text)?.[1];
    return [{ line, method, path, body }];
  });
}

/** `GET /api/v1/projects/{projectId}/notifications` written in a page's prose or inline code. */
export function prosePaths(source: MarkdownSource): RestCall[] {
  const calls: RestCall[] = [];
  let inFence = false;
  source.text.split('\n').forEach((raw, index) => {
    if (/^\s*(`{3,}|~{3,})/.test(raw)) inFence = !inFence;
    if (inFence) return;
    for (const match of raw.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/api\/v1\/[^`\s]*)`/g)) {
      calls.push({ line: index + 1, method: match[1] ?? '', path: match[2] ?? '' });
    }
  });
  return calls;
}
