import type { ElementContext } from '../context';
import type { RenderedButton, UserInput } from '../io';
import type { DialogElement } from '../model';
import type { Value } from '../values';

/** Progress of a form asked step by step, or waiting for a card-mode submit. */
export interface FormProgress {
  fieldIndex: number;
  readonly answers: Map<string, Value>;
  confirming: boolean;
}

/** The element a skill run waits on, with the retries it has used. */
export interface WaitState {
  readonly elementId: string;
  retriesUsed: number;
  form?: FormProgress;
  /** The reply buttons a waiting card showed, as rendered. */
  buttons?: readonly RenderedButton[];
}

/** What an element does next: follow a target, or wait for the user. */
export type Step =
  | { readonly kind: 'go'; readonly target: string }
  | { readonly kind: 'wait'; readonly wait: WaitState };

export const go = (target: string): Step => ({ kind: 'go', target });

/**
 * How one element type runs. Elements that wait also read answers: `answer` returns the next step
 * for an accepted answer and undefined for one it does not accept; the conversation then checks
 * other skills before it calls `reject`, which retries or takes the element's way out.
 */
export interface ElementHandler<E extends DialogElement> {
  run(element: E, context: ElementContext): Step;
  answer?(element: E, wait: WaitState, input: UserInput, context: ElementContext): Step | undefined;
  reject?(element: E, wait: WaitState, input: UserInput, context: ElementContext): Step;
  /** Asks the question again, when a suspended skill resumes. */
  ask?(element: E, wait: WaitState, context: ElementContext): void;
}
