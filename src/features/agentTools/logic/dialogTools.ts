import {
  channels,
  DialogLoadError,
  loadDialog,
  type Channel,
  type LoadProblem,
} from '../../dialog/runtime';
import {
  defaultMocks,
  play,
  startSession,
  variablesByScope,
  type TranscriptEntry,
} from '../../dialog/runner/session';
import { fail, succeed, type ToolOutcome } from './toolOutcome';

export type ValidateDialogResult =
  | {
      readonly valid: true;
      /** `fragment`: an `elements` list alone, which runs as a dialog starting at its first element. */
      readonly kind: 'dialog' | 'fragment';
      readonly id: string;
      readonly name: string;
      readonly start: string;
      readonly elements: number;
    }
  | { readonly valid: false; readonly problems: readonly LoadProblem[] };

/**
 * validate_dialog: the checks the dialog runtime makes before it runs a `cognibot.dialog/v1`
 * dialog or an `elements` fragment (YAML syntax, keys, targets, condition syntax, variables).
 * Problems are the tool's answer, not an error: finding them is what it is for.
 */
export function validateDialog(yaml: string): ToolOutcome<ValidateDialogResult> {
  try {
    const { dialog, fragment } = loadDialog(yaml);
    return succeed({
      valid: true,
      kind: fragment ? 'fragment' : 'dialog',
      id: dialog.id,
      name: dialog.name,
      start: dialog.start,
      elements: dialog.elements.length,
    });
  } catch (error) {
    if (error instanceof DialogLoadError)
      return succeed({ valid: false, problems: error.problems });
    throw error;
  }
}

/** A transcript line as an agent reads it. */
export type RunEntry =
  | { readonly from: 'user'; readonly text: string }
  | ({ readonly from: 'bot' } & Record<string, unknown>)
  | {
      readonly from: 'log';
      readonly code?: string;
      readonly message: string;
      readonly elementId?: string;
    }
  | { readonly from: 'error'; readonly text: string };

export interface RunDialogResult {
  readonly channel: Channel;
  readonly transcript: readonly RunEntry[];
  /** Each scope's variables that have a value, written as the conditions page writes values. */
  readonly variables: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The conversation ended (conversation.end, or a transfer); a next message starts a new one. */
  readonly ended: boolean;
}

function runEntry(entry: TranscriptEntry): RunEntry {
  switch (entry.from) {
    case 'bot':
      return { from: 'bot', ...entry.output };
    case 'trace':
      return { from: 'log', ...entry.entry };
    default:
      return entry;
  }
}

/**
 * run_dialog: starts the dialog as the Test tab does (event conversation.start), then sends each
 * message as typed text. Actions answer from `actionResults` (by action name: `{"outputs": {...}}`
 * or `{"error": "timeout"}`); without it, every action succeeds with no outputs.
 */
export function runDialog(
  input: {
    yaml: string;
    messages: readonly string[];
    actionResults?: Record<string, unknown>;
    channel?: Channel;
  },
  now: () => Date,
): ToolOutcome<RunDialogResult> {
  const channel = input.channel ?? 'webchat';
  if (!channels.includes(channel)) {
    return fail('invalid_input', `"channel" must be one of ${channels.join(', ')}.`);
  }
  const mocks =
    input.actionResults === undefined
      ? defaultMocks(input.yaml)
      : JSON.stringify(input.actionResults);
  const started = startSession(input.yaml, mocks, channel, now);
  if (!started.ok) {
    return fail(
      'invalid_dialog',
      `The dialog cannot run: ${started.problems.map((problem) => (problem.line === undefined ? problem.message : `line ${String(problem.line)}: ${problem.message}`)).join('; ')}. validate_dialog lists the same problems.`,
      started.problems,
    );
  }
  const session = input.messages.reduce(
    (current, text) => play(current, { type: 'text', text }, text),
    started.session,
  );
  return succeed({
    channel,
    transcript: session.transcript.map(runEntry),
    variables: Object.fromEntries(
      variablesByScope(session).map(([scope, values]) => [
        scope,
        Object.fromEntries(values.map(([name, value]) => [name.slice(scope.length + 1), value])),
      ]),
    ),
    ended: session.conversation.ended,
  });
}
