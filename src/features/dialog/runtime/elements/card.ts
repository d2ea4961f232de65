import type { ElementContext } from '../context';
import type { RenderedButton, RenderedCard } from '../io';
import type { CardDesign, CardElement } from '../model';
import type { Value } from '../values';
import { go, type ElementHandler, type Step } from './handler';

const carouselMaximum = 10;

/** Renders one card; undefined (with CB-1031 logged) when a template in it has no value. */
function renderCard(
  design: CardDesign,
  elementId: string,
  context: ElementContext,
  item?: Value,
): RenderedCard | undefined {
  const text = (template: string | undefined): string | undefined | null =>
    template === undefined ? null : context.text(template, elementId, item);
  const fields = {
    title: text(design.title),
    subtitle: text(design.subtitle),
    text: text(design.text),
    image: text(design.image),
    imageAlt: text(design.imageAlt),
  };
  if (Object.values(fields).some((value) => value === undefined)) return undefined;
  const buttons: RenderedButton[] = [];
  for (const button of design.buttons ?? []) {
    const type = button.type ?? 'reply';
    const label = context.text(button.label, elementId, item);
    const target =
      type === 'url'
        ? context.text(button.url ?? '', elementId, item)
        : context.text(button.value ?? button.label, elementId, item);
    if (label === undefined || target === undefined) return undefined;
    buttons.push(
      type === 'url'
        ? { id: button.id, label, type, url: target }
        : { id: button.id, label, type, value: target },
    );
  }
  const optional = Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => key !== 'title' && typeof value === 'string'),
  );
  return { title: fields.title ?? '', ...optional, buttons };
}

function renderCards(element: CardElement, context: ElementContext): RenderedCard[] {
  const design = element.cards[0];
  if (element.forEach !== undefined && design !== undefined) {
    const list = context.state.read(element.forEach);
    const items = Array.isArray(list) ? (list as readonly Value[]).slice(0, carouselMaximum) : [];
    return items.flatMap((item) => renderCard(design, element.id, context, item) ?? []);
  }
  return element.cards.flatMap((card) => renderCard(card, element.id, context) ?? []);
}

function hasReplyButtons(element: CardElement): boolean {
  return element.cards.some((card) =>
    (card.buttons ?? []).some((button) => (button.type ?? 'reply') === 'reply'),
  );
}

function show(element: CardElement, context: ElementContext): RenderedCard[] {
  const cards = renderCards(element, context);
  if (cards.length > 0)
    context.emit({
      kind: 'card',
      elementId: element.id,
      layout: element.layout ?? 'single',
      cards,
    });
  return cards;
}

function choose(element: CardElement, button: RenderedButton, context: ElementContext): Step {
  if (element.variable !== undefined)
    context.write(element.variable, button.value ?? button.label, element.id);
  context.log({ elementId: element.id, message: `Button ${button.id} pressed; ${button.id}` });
  return go(element.paths?.[button.id] ?? 'end');
}

/** Shows a card or carousel; with reply buttons it waits and follows the pressed button's path. */
export const cardHandler: ElementHandler<CardElement> = {
  run(element, context) {
    const cards = show(element, context);
    if (!hasReplyButtons(element)) return go(element.next ?? 'end');
    if (cards.length === 0) {
      context.log({ elementId: element.id, message: 'No card could be shown; other' });
      return go(element.paths?.other ?? 'end');
    }
    const buttons = cards.flatMap((card) =>
      card.buttons.filter((button) => button.type === 'reply'),
    );
    return { kind: 'wait', wait: { elementId: element.id, retriesUsed: 0, buttons } };
  },
  answer(element, wait, input, context) {
    const buttons = wait.buttons ?? [];
    if (input.type === 'click' && input.buttonId !== undefined) {
      const pressed = buttons.find(
        (button) => button.id === input.buttonId && button.value === input.value,
      );
      // A link button opens a page and leaves the card waiting.
      if (pressed === undefined) return { kind: 'wait', wait };
      return choose(element, pressed, context);
    }
    const text =
      input.type === 'text' ? input.text : input.type === 'click' ? input.value : undefined;
    const lower = text?.trim().toLowerCase();
    const typed = buttons.find(
      (button) => button.label.toLowerCase() === lower || button.value?.toLowerCase() === lower,
    );
    return typed === undefined ? undefined : choose(element, typed, context);
  },
  reject(element, _wait, _input, context) {
    context.log({ elementId: element.id, message: 'The message matches no button; other' });
    return go(element.paths?.other ?? 'end');
  },
  ask(element, _wait, context) {
    show(element, context);
  },
};
