import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type MessageConnection,
} from 'vscode-jsonrpc/node';
import { siteRoot } from '../../support/markdownSources';

/**
 * The docs tell builders to add `# yaml-language-server: $schema=<published URL>` to a dialog file.
 * This starts the real yaml-language-server, as VS Code's YAML extension and other editors do, and
 * checks that the published schema gives completion and a diagnostic for a wrong key. The client
 * answers the server's `vscode/content` requests for the published URL with the committed file,
 * as VS Code does when it fetches schemas for the server, so no request leaves the machine.
 */

const schemaFile = path.join(siteRoot, 'static', 'schemas', 'cognibot.dialog.v1.json');
const schemaText = readFileSync(schemaFile, 'utf8');
const schemaUrl = (JSON.parse(schemaText) as { $id: string }).$id;
const documentUri = pathToFileURL(
  path.join(siteRoot, 'skills', 'reset-password', 'dialogs', 'main.yaml'),
).href;

interface Diagnostic {
  message: string;
  range: { start: { line: number; character: number } };
}
interface CompletionItem {
  label: string;
}

const dialogText = [
  `# yaml-language-server: $schema=${schemaUrl}`,
  'schema: cognibot.dialog/v1',
  'id: main',
  'name: Reset password',
  'start: greet',
  'elements:',
  '  - id: greet',
  '    type: message',
  '    txet: Hi there',
  '    next: end',
  '  - id: ask_account',
  '    type: input',
  '    ',
].join('\n');

let server: ChildProcess | undefined;
let connection: MessageConnection | undefined;
const requestedSchemas: string[] = [];
const fragmentUri = pathToFileURL(
  path.join(siteRoot, 'skills', 'report-incident', 'dialogs', 'fragment.yaml'),
).href;
const fragmentText = [
  `# yaml-language-server: $schema=${schemaUrl}#/$defs/elements`,
  'elements:',
  '  - id: remember_incident',
  '    type: set_state',
  '    assignments:',
  '      - variable: system.channel',
  '        value: webchat',
  '    next: end',
].join('\n');

/** The first non-empty diagnostics the server publishes for each document. */
const diagnosticsListeners = new Map<
  string,
  { resolve: (found: Diagnostic[]) => void; reject: (error: Error) => void }
>();
function firstDiagnostics(uri: string): Promise<Diagnostic[]> {
  return new Promise((resolve, reject) => diagnosticsListeners.set(uri, { resolve, reject }));
}
const diagnostics = firstDiagnostics(documentUri);
const fragmentDiagnostics = firstDiagnostics(fragmentUri);

beforeAll(async () => {
  server = spawn(
    process.execPath,
    [path.join(siteRoot, 'node_modules/yaml-language-server/bin/yaml-language-server'), '--stdio'],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  // A server that dies fails the tests at once instead of leaving them waiting.
  server.on('exit', (code) => {
    for (const listener of diagnosticsListeners.values()) {
      listener.reject(new Error(`yaml-language-server exited with code ${String(code)}`));
    }
  });
  if (!server.stdout || !server.stdin) throw new Error('yaml-language-server has no stdio');
  const client = createMessageConnection(
    new StreamMessageReader(server.stdout),
    new StreamMessageWriter(server.stdin),
  );
  client.onRequest('vscode/content', (uri: string) => {
    requestedSchemas.push(uri);
    // An HTTP request carries no fragment: `…json#/$defs/elements` fetches `…json`.
    if (uri.replace(/#.*$/, '') !== schemaUrl) throw new Error(`Unexpected schema request: ${uri}`);
    return schemaText;
  });
  client.onNotification(
    'textDocument/publishDiagnostics',
    (params: { uri: string; diagnostics: Diagnostic[] }) => {
      if (params.diagnostics.length > 0) {
        diagnosticsListeners.get(params.uri)?.resolve(params.diagnostics);
      }
    },
  );
  // Requests the server may send; an editor answers them, so does this client.
  client.onRequest('workspace/configuration', () => []);
  client.onRequest('client/registerCapability', () => null);
  client.onRequest('window/workDoneProgress/create', () => null);
  client.listen();
  connection = client;
  await client.sendRequest('initialize', {
    processId: process.pid,
    rootUri: pathToFileURL(siteRoot).href,
    capabilities: {
      textDocument: {
        completion: { completionItem: { snippetSupport: false } },
        publishDiagnostics: {},
      },
    },
    workspaceFolders: null,
  });
  await client.sendNotification('initialized', {});
  // Schemas over HTTP(S) come from this client, as in VS Code; the schema store stays off.
  await client.sendNotification('yaml/registerContentRequest');
  await client.sendNotification('workspace/didChangeConfiguration', {
    settings: {
      yaml: {
        validate: true,
        completion: true,
        hover: true,
        schemaStore: { enable: false },
        kubernetesCRDStore: { enable: false },
      },
    },
  });
  await client.sendNotification('textDocument/didOpen', {
    textDocument: { uri: documentUri, languageId: 'yaml', version: 1, text: dialogText },
  });
  await client.sendNotification('textDocument/didOpen', {
    textDocument: { uri: fragmentUri, languageId: 'yaml', version: 1, text: fragmentText },
  });
});

afterAll(() => {
  connection?.dispose();
  server?.kill();
});

describe('the published dialog schema in yaml-language-server', () => {
  it('reports a wrong key of an element at its line', async () => {
    const found = await diagnostics;
    const wrongKey = found.find((diagnostic) => diagnostic.message.includes('txet'));
    expect(wrongKey?.message, JSON.stringify(found)).toBe('Property txet is not allowed.');
    expect(wrongKey?.range.start.line).toBe(8);
    expect(requestedSchemas).toContain(schemaUrl);
  });

  it('completes the keys of an input element', async () => {
    await diagnostics;
    if (!connection) throw new Error('No connection to yaml-language-server');
    const result = await connection.sendRequest<
      { items: CompletionItem[] } | CompletionItem[] | null
    >('textDocument/completion', {
      textDocument: { uri: documentUri },
      position: { line: 12, character: 4 },
    });
    const items = Array.isArray(result) ? result : (result?.items ?? []);
    const labels = items.map((item) => item.label);
    expect(labels).toEqual(expect.arrayContaining(['prompt', 'variable', 'expect', 'paths']));
    // The keys of other element types are not offered for an input.
    expect(labels).not.toContain('assignments');
  });

  it('validates an elements fragment against the fragment entry point', async () => {
    const found = await fragmentDiagnostics;
    const readOnly = found.find((diagnostic) => diagnostic.range.start.line === 5);
    console.log(JSON.stringify(found));
    expect(readOnly, JSON.stringify(found)).toBeDefined();
  });
});
