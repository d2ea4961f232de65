import { ConditionSyntaxError, parseCondition } from '../../../conditions';
import type { ValuePath } from './yamlLocations';

/**
 * The rules of dialogChecks.ts that look at one element alone: they need neither the other
 * elements nor the checker's running state, and report each problem they find.
 */

export interface Element {
  readonly id: string;
  readonly type: string;
  readonly [key: string]: unknown;
}

/** Where a rule reports a problem. */
export type Report = (path: ValuePath, message: string) => void;

/** A condition or expression the condition language cannot read (CB-1012). */
export function checkCondition(source: string, path: ValuePath, report: Report): void {
  try {
    parseCondition(source);
  } catch (error) {
    if (!(error instanceof ConditionSyntaxError)) throw error;
    report(path, error.message);
  }
}

/** An ID used twice in a list of fields or buttons. */
export function checkUnique(items: unknown, path: ValuePath, what: string, report: Report): void {
  const seen = new Set<string>();
  ((items ?? []) as readonly { id: string }[]).forEach((item, index) => {
    if (seen.has(item.id))
      report([...path, index, 'id'], `the ${what} ID "${item.id}" is used twice`);
    seen.add(item.id);
  });
}

/** The paths an element gives against the exits it has: none missing, none extra. */
export function checkExitNames(
  given: readonly string[],
  expected: readonly string[],
  path: ValuePath,
  what: string,
  report: Report,
): void {
  for (const name of expected.filter((exit) => !given.includes(exit))) {
    report(path, `no path for "${name}"`);
  }
  for (const name of given.filter((exit) => !expected.includes(exit))) {
    report(
      [...path, name],
      `"${name}" is not a ${what} of this element (expected: ${expected.join(', ')})`,
    );
  }
}

/** A card's buttons and exits: `paths` for reply buttons, `next` without them. */
export function checkCard(element: Element, path: ValuePath, report: Report): void {
  const cards = element.cards as readonly {
    buttons?: readonly { id: string; type?: string }[];
  }[];
  const buttons = cards.flatMap((card) => card.buttons ?? []);
  checkUnique(buttons, [...path, 'cards'], 'button', report);
  const replies = buttons.filter((button) => (button.type ?? 'reply') === 'reply');
  if (replies.length === 0) {
    if (element.paths !== undefined)
      report([...path, 'paths'], 'a card without reply buttons has the exit `next`, not `paths`');
    return;
  }
  if (element.next !== undefined) {
    report(
      [...path, 'next'],
      'a card with reply buttons has `paths` (one per reply button and `other`), not `next`',
    );
    return;
  }
  checkExitNames(
    Object.keys(element.paths ?? {}),
    [...new Set(replies.map((button) => button.id)), 'other'],
    [...path, 'paths'],
    'reply button',
    report,
  );
}
