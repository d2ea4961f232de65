import {
  Conversation,
  DialogLoadError,
  loadDialog,
  Project,
  stubMissingDialogs,
  UnmockedActionError,
  type ActionResult,
  type BotOutput,
  type Channel,
  type Dialog,
  type DialogElement,
  type LoadProblem,
  type TraceEntry,
  type UserInput,
} from '../runtime';
import { formatValue, type ObjectValue, type Value } from '../../../conditions';

/** One line of the runner's transcript. */
export type TranscriptEntry =
  | { readonly from: 'user'; readonly text: string }
  | { readonly from: 'bot'; readonly output: BotOutput }
  | { readonly from: 'trace'; readonly entry: TraceEntry }
  | { readonly from: 'error'; readonly text: string };

export interface RunnerSession {
  readonly conversation: Conversation;
  readonly transcript: readonly TranscriptEntry[];
}

export type StartResult =
  | { readonly ok: true; readonly session: RunnerSession }
  | { readonly ok: false; readonly problems: readonly LoadProblem[] };

function actionNames(elements: readonly DialogElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === 'group') return actionNames(element.elements);
    return element.type === 'action' ? [element.name ?? element.id] : [];
  });
}

/** The action results a reader starts from: every action of the dialog succeeds with no outputs. */
export function defaultMocks(source: string): string {
  try {
    const { dialog } = loadDialog(source);
    const mocks = Object.fromEntries(
      actionNames(dialog.elements).map((name) => [name, { outputs: {} }]),
    );
    return JSON.stringify(mocks, null, 2);
  } catch {
    return '{}';
  }
}

function parseMocks(text: string): Record<string, ActionResult> | LoadProblem {
  let data: unknown;
  try {
    data = JSON.parse(text.trim() === '' ? '{}' : text);
  } catch (error) {
    return {
      message: `Action results are not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return {
      message:
        'Action results must be a JSON object keyed by action name, such as {"Find user": {"outputs": {}}}',
    };
  }
  for (const [name, mock] of Object.entries(data as Record<string, unknown>)) {
    const entry = mock as Record<string, unknown> | null;
    if (
      entry === null ||
      typeof entry !== 'object' ||
      (entry.outputs === undefined && typeof entry.error !== 'string')
    ) {
      return {
        message: `Action results: "${name}" needs "outputs" (an object) or "error" (a text such as "timeout")`,
      };
    }
  }
  return data as Record<string, ActionResult>;
}

function turnEntries(
  outputs: readonly BotOutput[],
  trace: readonly TraceEntry[],
): TranscriptEntry[] {
  return [
    ...trace
      .filter((entry) => entry.code !== undefined)
      .map((entry) => ({ from: 'trace' as const, entry })),
    ...outputs.map((output) => ({ from: 'bot' as const, output })),
  ];
}

/** Plays one input and appends the bot's reply (and logged error codes) to the transcript. */
export function play(session: RunnerSession, input: UserInput, shown: string): RunnerSession {
  const transcript: TranscriptEntry[] = [...session.transcript];
  if (shown !== '') transcript.push({ from: 'user', text: shown });
  try {
    const turn = session.conversation.send(input);
    transcript.push(...turnEntries(turn.outputs, turn.trace));
    if (turn.ended)
      transcript.push({
        from: 'error',
        text: 'The conversation has ended. Send a message to start a new one.',
      });
  } catch (error) {
    const text =
      error instanceof UnmockedActionError
        ? `${error.message}: add it to the action results and run again.`
        : error instanceof Error
          ? error.message
          : String(error);
    transcript.push({ from: 'error', text });
  }
  return { conversation: session.conversation, transcript };
}

/**
 * Loads the dialog and the action results, and starts the dialog as the Test tab does. `clock` is
 * the time the conversation sees (system.now); a caller that needs the same answer twice fixes it.
 */
export function startSession(
  source: string,
  mocksText: string,
  channel: Channel,
  clock: () => Date = () => new Date(),
): StartResult {
  const mocks = parseMocks(mocksText);
  if ('message' in mocks) return { ok: false, problems: [mocks as LoadProblem] };
  let dialog: Dialog;
  try {
    dialog = loadDialog(source).dialog;
  } catch (error) {
    if (error instanceof DialogLoadError) return { ok: false, problems: error.problems };
    throw error;
  }
  const skill = {
    id: 'skl_example',
    name: dialog.name,
    triggers: [{ type: 'event' as const, event: 'conversation.start' as const }],
    dialogs: [dialog, ...stubMissingDialogs([dialog])],
  };
  const conversation = new Conversation(
    new Project({ skills: [skill] }),
    { channel, locale: 'en', userId: 'usr_reader' },
    { clock, random: Math.random, action: (call) => mocks[call.name] },
  );
  const session = play(
    { conversation, transcript: [] },
    { type: 'event', name: 'conversation.start' },
    '',
  );
  return { ok: true, session };
}

/** The variables of each scope that have a value, formatted as the conditions page writes values. */
export function variablesByScope(session: RunnerSession): [string, [string, string][]][] {
  const snapshot: ObjectValue = session.conversation.state.snapshot();
  return Object.entries(snapshot).map(([scope, values]) => [
    scope,
    Object.entries(values as Record<string, Value>).map(([name, value]) => [
      `${scope}.${name}`,
      formatValue(value),
    ]),
  ]);
}
