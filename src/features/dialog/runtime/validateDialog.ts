import { parseCondition, ConditionSyntaxError } from '../../../conditions';
import { DialogIndex, targetsOf } from './dialogIndex';
import type { LoadProblem } from './loadErrors';
import { elementTypes, type Dialog, type DialogElement, type VariableDeclaration } from './model';
import { readOnlyReason } from './stateStore';

/** Keys the runtime needs for each element type; `a.b` is key `b` of map `a`. */
const requiredKeys: Readonly<Record<DialogElement['type'], readonly string[]>> = {
  message: ['text', 'next'],
  input: ['prompt', 'variable', 'paths.valid', 'paths.invalid'],
  form: ['fields', 'paths.submitted', 'paths.canceled'],
  card: ['cards'],
  file: [],
  branch: ['conditions', 'default'],
  action: ['operation', 'paths.success', 'paths.error'],
  set_state: ['assignments', 'next'],
  group: ['elements', 'paths'],
};

function readKey(record: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((value, part) => {
    if (value === null || typeof value !== 'object') return undefined;
    return (value as Record<string, unknown>)[part];
  }, record);
}

/** Keys a card or a file element needs, which depend on its buttons or its mode. */
function conditionalKeys(element: DialogElement): string[] {
  if (element.type === 'card') {
    const replies = element.cards.some((card) =>
      (card.buttons ?? []).some((button) => button.type !== 'url'),
    );
    return replies ? ['paths.other'] : ['next'];
  }
  if (element.type === 'file') {
    if (element.mode !== 'receive') return ['source', 'next'];
    return [
      'prompt',
      'variable',
      'paths.received',
      'paths.invalid',
      ...(element.optional === true ? ['paths.skipped'] : []),
    ];
  }
  return [];
}

/** The variables an element writes. */
function writtenVariables(element: DialogElement): string[] {
  switch (element.type) {
    case 'input':
      return [element.variable];
    case 'form':
      return element.fields.map((field) => field.variable);
    case 'set_state':
      return element.assignments.map((assignment) => assignment.variable);
    case 'action':
      return [
        ...Object.keys(element.outputs ?? {}),
        ...(element.errorVariable === undefined ? [] : [element.errorVariable]),
      ];
    case 'card':
    case 'file':
      return element.variable === undefined ? [] : [element.variable];
    default:
      return [];
  }
}

function conditionProblems(element: DialogElement): LoadProblem[] {
  const sources: string[] = [];
  if (element.type === 'branch')
    sources.push(...element.conditions.map((condition) => condition.when));
  if (element.type === 'input' && element.validation !== undefined)
    sources.push(element.validation);
  if (element.type === 'set_state') {
    for (const assignment of element.assignments) {
      if (assignment.kind === 'expression' && typeof assignment.value === 'string')
        sources.push(assignment.value);
    }
  }
  const problems: LoadProblem[] = [];
  for (const source of sources) {
    try {
      parseCondition(source);
    } catch (error) {
      if (!(error instanceof ConditionSyntaxError)) throw error;
      problems.push({ code: 'CB-1012', message: `${element.id}: ${error.message} in "${source}"` });
    }
  }
  return problems;
}

function elementProblems(
  element: DialogElement,
  declarations: ReadonlyMap<string, VariableDeclaration>,
): LoadProblem[] {
  const record = element as unknown as Record<string, unknown>;
  if (typeof record.id !== 'string') return [{ message: 'An element has no id' }];
  if (!elementTypes.includes(element.type)) {
    return [
      {
        message: `${element.id}: unknown type "${String(record.type)}"; use one of ${elementTypes.join(', ')}`,
      },
    ];
  }
  const missing = [...requiredKeys[element.type], ...conditionalKeys(element)].filter(
    (key) => readKey(record, key) === undefined,
  );
  if (missing.length > 0) {
    return [
      {
        message: `${element.id} (${element.type}) is missing ${missing.map((key) => `\`${key}\``).join(', ')}`,
      },
    ];
  }
  const problems = conditionProblems(element);
  for (const variable of writtenVariables(element)) {
    const reason = readOnlyReason(variable, declarations);
    if (reason !== undefined) problems.push({ message: `${element.id}: ${reason}` });
  }
  if (element.type === 'group') {
    problems.push(...element.elements.flatMap((inner) => elementProblems(inner, declarations)));
  }
  return problems;
}

/** Checks what running the dialog depends on: element keys, conditions, writable variables, targets. */
export function validateDialog(
  dialog: Dialog,
  declarations: ReadonlyMap<string, VariableDeclaration>,
): LoadProblem[] {
  const problems = dialog.elements.flatMap((element) => elementProblems(element, declarations));
  if (problems.length > 0) return problems;
  const index = new DialogIndex(dialog);
  // An inner element's path and a group's own paths both resolve in the group that holds them.
  const check = (target: string, where: string, located: ReturnType<DialogIndex['get']>): void => {
    const destination = index.resolve(target, located?.group);
    if (destination.kind === 'missing')
      problems.push({ message: `${where} leads to "${target}", which does not exist` });
  };
  check(dialog.start, 'start', undefined);
  for (const located of index.all()) {
    for (const { key, target } of targetsOf(located.element)) {
      check(target, `${located.element.id}.${key}`, located);
    }
  }
  return problems;
}
