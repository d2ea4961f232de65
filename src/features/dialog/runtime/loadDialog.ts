import { DialogIndex, targetsOf } from './dialogIndex';
import { DialogLoadError } from './loadErrors';
import type { Dialog, DialogElement, VariableDeclaration } from './model';
import { parseYamlText } from './parseYaml';
import { validateDialog } from './validateDialog';

export interface LoadedDialog {
  readonly dialog: Dialog;
  /** True when the text held only an `elements` list, which the runtime wrapped into a dialog. */
  readonly fragment: boolean;
}

/**
 * Wraps an `elements` fragment, as the element pages show them, into a dialog that runs: it
 * starts at the first element, and each target the fragment names but does not show becomes a
 * message saying where the real dialog would continue, followed by an End node.
 */
export function wrapFragment(elements: readonly DialogElement[]): Dialog {
  const shown: Dialog = {
    schema: 'cognibot.dialog/v1',
    id: 'main',
    name: 'Example',
    start: elements[0]?.id ?? 'end',
    elements,
  };
  const index = new DialogIndex(shown);
  const stubs = new Map<string, DialogElement>();
  for (const located of index.all()) {
    for (const { target } of targetsOf(located.element)) {
      if (target === 'end' || target.includes(':') || index.get(target) !== undefined) continue;
      stubs.set(target, {
        id: target,
        type: 'message',
        name: `Not shown: ${target}`,
        text: `(The example continues at ${target}, which this page does not show.)`,
        next: 'end',
      });
    }
  }
  return { ...shown, elements: [...elements, ...stubs.values()] };
}

function asDialog(data: Record<string, unknown>): LoadedDialog {
  const elements = data.elements;
  if (!Array.isArray(elements) || elements.length === 0) {
    throw new DialogLoadError([
      { message: 'A dialog needs an `elements` list with at least one element' },
    ]);
  }
  if (data.schema === undefined && Object.keys(data).every((key) => key === 'elements')) {
    return { dialog: wrapFragment(elements as DialogElement[]), fragment: true };
  }
  const missing = ['schema', 'id', 'name', 'start'].filter((key) => typeof data[key] !== 'string');
  if (missing.length > 0) {
    throw new DialogLoadError([
      { message: `The dialog is missing ${missing.map((key) => `\`${key}\``).join(', ')}` },
    ]);
  }
  if (data.schema !== 'cognibot.dialog/v1') {
    throw new DialogLoadError([
      { message: `schema must be cognibot.dialog/v1, not ${String(data.schema)}` },
    ]);
  }
  return { dialog: data as unknown as Dialog, fragment: false };
}

/** Reads a dialog file or an `elements` fragment and checks that it can run. */
export function loadDialog(
  text: string,
  declarations: ReadonlyMap<string, VariableDeclaration> = new Map(),
): LoadedDialog {
  const loaded = asDialog(parseYamlText(text, 'The dialog'));
  const problems = validateDialog(loaded.dialog, declarations);
  if (problems.length > 0) throw new DialogLoadError(problems);
  return loaded;
}

/**
 * Dialogs that `dialog:` targets name but that are not given, as one-message stubs, so an example
 * that hands over to a dialog its page does not show still runs.
 */
export function stubMissingDialogs(dialogs: readonly Dialog[]): Dialog[] {
  const known = new Set(dialogs.map((dialog) => dialog.id));
  const stubs: Dialog[] = [];
  for (const dialog of dialogs) {
    for (const located of new DialogIndex(dialog).all()) {
      for (const { target } of targetsOf(located.element)) {
        const id = target.startsWith('dialog:') ? target.slice(7) : undefined;
        if (id === undefined || known.has(id)) continue;
        known.add(id);
        stubs.push(
          wrapFragment([
            {
              id: 'not_shown',
              type: 'message',
              text: `(The example continues in dialog ${id}, which this page does not show.)`,
              next: 'end',
            },
          ]),
        );
        stubs[stubs.length - 1] = { ...(stubs.at(-1) as Dialog), id, name: id };
      }
    }
  }
  return stubs;
}
