import { Conversation } from './conversation';
import {
  UnmockedActionError,
  type ActionResult,
  type BotOutput,
  type IntentScore,
  type UploadedFile,
  type UserInput,
} from './io';
import { DialogLoadError, type LoadProblem } from './loadErrors';
import { channels, type Channel, type EventName } from './model';
import { parseYamlText } from './parseYaml';
import type { Project } from './project';
import { parseVariableName } from './stateStore';
import {
  checkBot,
  checkExpect,
  type BotCheck,
  type CheckFailure,
  type ExpectCheck,
} from './testChecks';

export interface ActionMock {
  readonly action: string;
  readonly outputs?: Readonly<Record<string, unknown>>;
  readonly error?: string;
}

/** A `click` step: a label, or a label and the title of the card it is on. */
export type ClickTarget = string | { readonly label: string; readonly card: string };

type TestStep =
  | { readonly user: string }
  | { readonly click: ClickTarget }
  | { readonly submit: Readonly<Record<string, unknown>> }
  | { readonly upload: string }
  | { readonly event: EventName }
  | { readonly bot: BotCheck }
  | { readonly expect: ExpectCheck };

/** A conversation test file, as testing_chatbots.md defines it. */
export interface ConversationTest {
  readonly name: string;
  readonly tags?: readonly string[];
  readonly channel?: Channel;
  readonly locale?: string;
  readonly state?: Readonly<Record<string, unknown>>;
  readonly mocks?: readonly ActionMock[];
  readonly steps: readonly TestStep[];
}

const stepKeys = ['user', 'click', 'submit', 'upload', 'event', 'bot', 'expect'];

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The problem with a `click` or `submit` value, if its shape is wrong. */
function stepValueProblem(step: Record<string, unknown>): string | undefined {
  const click = step.click;
  if (
    click !== undefined &&
    typeof click !== 'string' &&
    !(isMap(click) && typeof click.label === 'string' && typeof click.card === 'string')
  )
    return '`click` needs a label, or a map of `label` and `card`';
  if (step.submit !== undefined && !isMap(step.submit))
    return '`submit` needs a map of form field IDs and values';
  return undefined;
}

/** Reads a conversation test file and checks its keys. */
export function loadConversationTest(text: string): ConversationTest {
  const data = parseYamlText(text, 'The conversation test');
  const problems: LoadProblem[] = [];
  if (typeof data.name !== 'string') problems.push({ message: 'A test needs a `name`' });
  if (!Array.isArray(data.steps) || data.steps.length === 0)
    problems.push({ message: 'A test needs `steps`' });
  if (data.channel !== undefined && !channels.includes(data.channel as Channel))
    problems.push({ message: `Unknown channel ${JSON.stringify(data.channel)}` });
  for (const name of Object.keys(data.state ?? {})) {
    const scope = parseVariableName(name)?.scope;
    if (scope !== 'user' && scope !== 'conversation' && scope !== 'project')
      problems.push({ message: `state: ${name} is not a user, conversation or project variable` });
  }
  ((data.steps ?? []) as Record<string, unknown>[]).forEach((step, index) => {
    const keys = Object.keys(step);
    if (keys.length !== 1 || !stepKeys.includes(keys[0] ?? ''))
      problems.push({
        message: `step ${index + 1} must have exactly one of ${stepKeys.join(', ')}`,
      });
    else {
      const problem = stepValueProblem(step);
      if (problem !== undefined) problems.push({ message: `step ${index + 1}: ${problem}` });
    }
  });
  ((data.mocks ?? []) as ActionMock[]).forEach((mock, index) => {
    if (
      typeof mock.action !== 'string' ||
      (mock.outputs === undefined) === (mock.error === undefined)
    ) {
      problems.push({
        message: `mocks[${index}] needs \`action\` and one of \`outputs\` and \`error\``,
      });
    }
  });
  if (problems.length > 0) throw new DialogLoadError(problems);
  return data as unknown as ConversationTest;
}

export interface TestRunOptions {
  readonly nlu?: (text: string) => readonly IntentScore[];
  readonly clock?: () => Date;
  /** Reads an `upload` step's file, given relative to tests/. */
  readonly file?: (path: string) => UploadedFile;
  readonly userId?: string;
}

export interface TestResult {
  readonly name: string;
  readonly passed: boolean;
  /** `step 4 (bot): expected text to contain "…"`, as `cognibot test run` prints it. */
  readonly failure?: string;
  readonly actual?: string;
}

function mockFor(
  mocks: readonly ActionMock[],
): (call: { name: string }) => ActionResult | undefined {
  return (call) => {
    const mock = mocks.find((candidate) => candidate.action === call.name);
    if (mock === undefined) return undefined;
    return mock.error === undefined ? { outputs: mock.outputs ?? {} } : { error: mock.error };
  };
}

/**
 * The quick reply or card button with this label in the latest message that offers one; with a
 * card title, only a button of the card with that title counts, so a tap on the third card of a
 * generated carousel replays as that card's button.
 */
function findClick(outputs: readonly BotOutput[], target: ClickTarget): UserInput | undefined {
  const label = typeof target === 'string' ? target : target.label;
  const cardTitle = typeof target === 'string' ? undefined : target.card;
  for (const output of [...outputs].reverse()) {
    if (output.kind === 'text' && cardTitle === undefined) {
      const reply = output.quickReplies.find((candidate) => candidate.label === label);
      if (reply !== undefined) return { type: 'click', label, value: reply.value };
    }
    if (output.kind === 'card') {
      const button = output.cards
        .filter((card) => cardTitle === undefined || card.title === cardTitle)
        .flatMap((card) => card.buttons)
        .find((candidate) => candidate.label === label);
      if (button !== undefined)
        return { type: 'click', label, value: button.value ?? '', buttonId: button.id };
    }
  }
  return undefined;
}

/** Sends a `submit` step to the latest form card, or says why it cannot. */
function findSubmit(
  outputs: readonly BotOutput[],
  values: Readonly<Record<string, unknown>>,
): UserInput | CheckFailure {
  const form = [...outputs].reverse().find((output) => output.kind === 'form');
  if (form === undefined) return { message: 'no form card to submit', actual: 'none' };
  const unknown = Object.keys(values).filter((id) => !form.fields.some((field) => field.id === id));
  if (unknown.length > 0)
    return {
      message: `form ${JSON.stringify(form.title)} has no field ${unknown.map((id) => JSON.stringify(id)).join(', ')}`,
      actual: `[${form.fields.map((field) => field.id).join(', ')}]`,
    };
  return { type: 'submit', values };
}

/** The input a `user`, `click`, `submit`, `upload` or `event` step sends, or why it cannot. */
function stepInput(
  step: TestStep,
  seen: readonly BotOutput[],
  options: TestRunOptions,
): UserInput | CheckFailure | undefined {
  if ('user' in step) return { type: 'text', text: step.user };
  if ('click' in step) {
    const label = typeof step.click === 'string' ? step.click : step.click.label;
    const onCard =
      typeof step.click === 'string' ? '' : ` on the card ${JSON.stringify(step.click.card)}`;
    return (
      findClick(seen, step.click) ?? {
        message: `no quick reply or button labeled ${JSON.stringify(label)}${onCard}`,
        actual: 'none',
      }
    );
  }
  if ('submit' in step) return findSubmit(seen, step.submit);
  if ('upload' in step) {
    const file = options.file?.(step.upload) ?? {
      name: step.upload.split('/').pop() ?? step.upload,
      size: 1024,
    };
    return { type: 'upload', files: [file] };
  }
  if ('event' in step) return { type: 'event', name: step.event };
  return undefined;
}

/** Plays a conversation test against a project, stopping at the first step that fails. */
export function runConversationTest(
  project: Project,
  test: ConversationTest,
  options: TestRunOptions = {},
): TestResult {
  const userId = options.userId ?? 'usr_test';
  // Every test starts with an empty `user` scope, so no test depends on what an earlier one wrote.
  project.state.users.delete(userId);
  const conversation = new Conversation(
    project,
    {
      channel: test.channel ?? 'webchat',
      locale: test.locale ?? 'en',
      userId,
    },
    {
      clock: options.clock ?? (() => new Date()),
      // Tests compare exact texts, so a message always sends its first text, not an alternative.
      random: () => 0,
      action: mockFor(test.mocks ?? []),
      ...(options.nlu === undefined ? {} : { nlu: options.nlu }),
      // No knowledge service: a test never asks the KM projects, so a message that starts no
      // skill goes straight to the Fallback skill, whatever the knowledge base holds.
    },
  );
  conversation.state.preset(test.state ?? {});
  const seen: BotOutput[] = [];
  let unchecked: BotOutput[] = [];
  let lastText = '';
  const fail = (index: number, kind: string, failure: CheckFailure): TestResult => ({
    name: test.name,
    passed: false,
    failure: `step ${index + 1} (${kind}): ${failure.message}`,
    actual: `actual: ${failure.actual}`,
  });
  const intentOfLastMessage = (): IntentScore | undefined =>
    conversation.lastIntent ??
    [...(options.nlu?.(lastText) ?? [])].sort((a, b) => b.confidence - a.confidence)[0];
  for (const [index, step] of test.steps.entries()) {
    const kind = Object.keys(step)[0] ?? '';
    if ('user' in step) lastText = step.user;
    const input = stepInput(step, seen, options);
    if (input !== undefined && 'message' in input) return fail(index, kind, input);
    if (input !== undefined) {
      try {
        const turn = conversation.send(input);
        seen.push(...turn.outputs);
        unchecked = [...turn.outputs];
      } catch (error) {
        if (error instanceof UnmockedActionError)
          return fail(index, kind, { message: error.message, actual: 'no mock' });
        throw error;
      }
      continue;
    }
    const failure =
      'bot' in step
        ? checkBot(unchecked.shift(), step.bot)
        : 'expect' in step
          ? checkExpect(conversation, step.expect, intentOfLastMessage)
          : undefined;
    if (failure !== undefined) return fail(index, kind, failure);
  }
  return { name: test.name, passed: true };
}
