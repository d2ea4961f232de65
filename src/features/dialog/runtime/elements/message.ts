import type { ElementContext } from '../context';
import type { QuickReply } from '../io';
import { runtimeLimits } from '../limits';
import type { Choice, MessageElement } from '../model';
import { go, type ElementHandler } from './handler';

/** Quick replies with templates filled; a value defaults to the label. */
export function renderChoices(
  choices: readonly Choice[] | undefined,
  elementId: string,
  context: ElementContext,
): QuickReply[] {
  return (choices ?? []).flatMap((choice) => {
    const label = context.text(choice.label, elementId);
    const value = context.text(choice.value ?? choice.label, elementId);
    return label === undefined || value === undefined ? [] : [{ label, value }];
  });
}

/** Cuts a rendered text at the 4,096-character limit, counting characters as a reader does. */
export function cutToLimit(text: string): string {
  const characters = Array.from(text);
  return characters.length > runtimeLimits.messageCharacters
    ? characters.slice(0, runtimeLimits.messageCharacters).join('')
    : text;
}

/** Sends a text with quick replies; the runtime asks the question texts of other elements the same way. */
export function sendText(
  template: string,
  elementId: string,
  context: ElementContext,
  quickReplies: readonly QuickReply[] = [],
  speech?: string,
): boolean {
  const text = context.text(template, elementId);
  if (text === undefined) return false;
  const spoken = speech === undefined ? undefined : context.text(speech, elementId);
  context.emit({
    kind: 'text',
    elementId,
    text: cutToLimit(text),
    quickReplies,
    ...(spoken === undefined ? {} : { speech: spoken }),
  });
  return true;
}

export const messageHandler: ElementHandler<MessageElement> = {
  run(element, context) {
    const texts = [element.text, ...(element.alternatives ?? [])];
    const picked = texts[Math.floor(context.services.random() * texts.length)] ?? element.text;
    const sent = sendText(
      picked,
      element.id,
      context,
      renderChoices(element.quickReplies, element.id, context),
      element.speech,
    );
    context.log({
      elementId: element.id,
      message: sent ? 'Message sent; next' : 'Message skipped; next',
    });
    return go(element.next);
  },
};
