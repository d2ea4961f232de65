import type { ElementContext } from '../context';
import type { QuickReply, UserInput } from '../io';
import { runtimeDefaults } from '../limits';
import type { InputElement } from '../model';
import { checkRange, parseAnswer } from './answers';
import { go, type ElementHandler, type Step, type WaitState } from './handler';
import { renderChoices, sendText } from './message';

/** The text of a typed answer, a tapped quick reply or a button; uploads are not answers here. */
export function answerText(input: UserInput): string | undefined {
  if (input.type === 'text') return input.text;
  if (input.type === 'click') return input.value;
  return undefined;
}

function quickReplies(element: InputElement, context: ElementContext): QuickReply[] {
  return element.expect === 'choice'
    ? renderChoices(element.choices, element.id, context)
    : renderChoices(element.quickReplies, element.id, context);
}

function ask(element: InputElement, context: ElementContext, retry: boolean): void {
  const prompt = retry
    ? (element.retryPrompt ?? `Sorry, I didn't get that. ${element.prompt}`)
    : element.prompt;
  sendText(prompt, element.id, context, quickReplies(element, context));
}

/**
 * Parses, range-checks, stores and validates an answer. The validation condition reads the new
 * value under the variable's own name, so the value is written first and put back when the
 * condition is false or fails.
 */
function accept(element: InputElement, text: string, context: ElementContext): boolean {
  const parsed = parseAnswer({ ...element, expect: element.expect ?? 'text' }, text, context);
  const problem = parsed.ok
    ? checkRange(parsed.value, element.min, element.max, element.id, context)
    : parsed.reason;
  if (!parsed.ok || problem !== undefined) {
    context.log({ elementId: element.id, message: `Answer not accepted: ${problem ?? 'invalid'}` });
    return false;
  }
  const previous = context.state.entry(element.variable);
  if (!context.write(element.variable, parsed.value, element.id)) return false;
  if (element.validation === undefined) return true;
  const result = context.condition(element.validation);
  if (result.ok && result.value === true) return true;
  context.state.restore(element.variable, previous);
  context.log({
    elementId: element.id,
    message: result.ok
      ? `Validation ${element.validation} is not true`
      : `Validation failed: ${result.message}`,
    ...(result.ok ? {} : { code: result.code }),
  });
  return false;
}

export const inputHandler: ElementHandler<InputElement> = {
  run(element, context): Step {
    if (element.skipIfSet === true && context.state.read(element.variable) !== null) {
      context.log({
        elementId: element.id,
        message: `${element.variable} already has a value; valid`,
      });
      return go(element.paths.valid);
    }
    ask(element, context, false);
    return { kind: 'wait', wait: { elementId: element.id, retriesUsed: 0 } };
  },
  answer(element, _wait, input, context) {
    const text = answerText(input);
    if (text === undefined || !accept(element, text, context)) return undefined;
    context.log({ elementId: element.id, message: `Answer stored in ${element.variable}; valid` });
    return go(element.paths.valid);
  },
  reject(element, wait: WaitState, _input, context) {
    if (wait.retriesUsed >= (element.retries ?? runtimeDefaults.inputRetries)) {
      context.log({ elementId: element.id, message: 'No retries left; invalid' });
      return go(element.paths.invalid);
    }
    wait.retriesUsed += 1;
    ask(element, context, true);
    return { kind: 'wait', wait };
  },
  ask(element, _wait, context) {
    ask(element, context, false);
  },
};
