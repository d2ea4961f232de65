import { strictlyEqual } from '../../../conditions/values';
import type { Conversation } from './conversation';
import type { BotOutput } from './io';
import { coerceForDeclaration, DateValue, formatValue, fromPlain, type Value } from './values';

/** Why a check failed: what the step expected and what the conversation showed instead. */
export interface CheckFailure {
  readonly message: string;
  readonly actual: string;
}

export type BotCheck =
  | string
  | {
      readonly text?: string;
      readonly contains?: string;
      readonly matches?: string;
      readonly quickReplies?: readonly string[];
      readonly card?: string;
    };

function textOf(output: BotOutput): string {
  if (output.kind === 'text') return output.text;
  if (output.kind === 'card') return output.cards.map((card) => card.title).join(' | ');
  if (output.kind === 'file') return output.caption ?? output.fileName;
  return output.title;
}

const quote = (text: string): string => JSON.stringify(text);

/** Checks one bot message against a `bot` step; every given key must hold. */
export function checkBot(output: BotOutput | undefined, check: BotCheck): CheckFailure | undefined {
  const expected = typeof check === 'string' ? { text: check } : check;
  if (output === undefined)
    return { message: 'expected a bot message, but the bot sent no more', actual: 'none' };
  const text = textOf(output);
  const actual = quote(text);
  if (expected.text !== undefined && text !== expected.text)
    return { message: `expected text to be ${quote(expected.text)}`, actual };
  if (expected.contains !== undefined && !text.includes(expected.contains)) {
    return { message: `expected text to contain ${quote(expected.contains)}`, actual };
  }
  if (expected.matches !== undefined && !new RegExp(expected.matches).test(text)) {
    return { message: `expected text to match /${expected.matches}/`, actual };
  }
  if (expected.quickReplies !== undefined) {
    const labels = output.kind === 'text' ? output.quickReplies.map((reply) => reply.label) : [];
    if (labels.join('\u0000') !== expected.quickReplies.join('\u0000')) {
      return {
        message: `expected quick replies [${expected.quickReplies.join(', ')}]`,
        actual: `[${labels.join(', ')}]`,
      };
    }
  }
  if (
    expected.card !== undefined &&
    (output.kind !== 'card' || !output.cards.some((card) => card.title === expected.card))
  ) {
    return { message: `expected a card titled ${quote(expected.card)}`, actual };
  }
  return undefined;
}

export interface ExpectCheck {
  readonly skill?: string;
  readonly intent?: string;
  readonly minConfidence?: number;
  readonly state?: Readonly<Record<string, unknown>>;
  readonly ended?: boolean;
}

function sameValue(
  actual: Value,
  expected: unknown,
  conversation: Conversation,
  name: string,
): boolean {
  const declared = conversation.project.state.declarations.get(name)?.type;
  let wanted = coerceForDeclaration(fromPlain(expected), declared);
  if (actual instanceof DateValue && typeof wanted === 'string')
    wanted = coerceForDeclaration(wanted, 'date');
  return strictlyEqual(actual, wanted);
}

/** Checks an `expect` step against the conversation as it is now. */
export function checkExpect(
  conversation: Conversation,
  check: ExpectCheck,
  intentOfLastMessage: () => { intent: string; confidence: number } | undefined,
): CheckFailure | undefined {
  if (check.skill !== undefined) {
    const running = conversation.active?.skill.name;
    if (running !== check.skill)
      return {
        message: `expected skill ${quote(check.skill)} to be running`,
        actual: running === undefined ? 'none' : quote(running),
      };
  }
  const intent =
    check.intent !== undefined || check.minConfidence !== undefined
      ? intentOfLastMessage()
      : undefined;
  if (check.intent !== undefined && intent?.intent !== check.intent) {
    return {
      message: `expected intent ${quote(check.intent)}`,
      actual: intent === undefined ? 'none' : quote(intent.intent),
    };
  }
  if (check.minConfidence !== undefined && (intent?.confidence ?? 0) < check.minConfidence) {
    return {
      message: `expected a confidence of at least ${check.minConfidence}`,
      actual: String(intent?.confidence ?? 'none'),
    };
  }
  for (const [name, expected] of Object.entries(check.state ?? {})) {
    const actual = conversation.state.read(name);
    if (!sameValue(actual, expected, conversation, name)) {
      return {
        message: `expected ${name} to be ${formatValue(fromPlain(expected))}`,
        actual: formatValue(actual),
      };
    }
  }
  if (check.ended !== undefined && conversation.ended !== check.ended) {
    return {
      message: `expected the conversation ${check.ended ? 'to have ended' : 'not to have ended'}`,
      actual: conversation.ended ? 'ended' : 'running',
    };
  }
  return undefined;
}
