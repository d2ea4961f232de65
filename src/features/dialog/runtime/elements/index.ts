import type { DialogElement } from '../model';
import { actionHandler } from './action';
import { branchHandler } from './branch';
import { cardHandler } from './card';
import { fileHandler } from './file';
import { formHandler } from './form';
import type { ElementHandler } from './handler';
import { inputHandler } from './input';
import { messageHandler } from './message';
import { setStateHandler } from './setState';

type Handlers = {
  readonly [T in DialogElement['type']]: ElementHandler<Extract<DialogElement, { type: T }>>;
};

const handlers: Omit<Handlers, 'group'> = {
  message: messageHandler,
  input: inputHandler,
  form: formHandler,
  card: cardHandler,
  file: fileHandler,
  branch: branchHandler,
  action: actionHandler,
  set_state: setStateHandler,
};

/** The handler of an element; groups have none, because the dialog index enters and leaves them. */
export function handlerFor(element: DialogElement): ElementHandler<DialogElement> | undefined {
  if (element.type === 'group') return undefined;
  return handlers[element.type];
}

export type { ElementHandler, Step, WaitState } from './handler';
