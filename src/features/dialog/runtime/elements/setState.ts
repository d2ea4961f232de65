import { strictlyEqual } from '../../../../conditions/values';
import type { ElementContext } from '../context';
import type { Assignment, SetStateElement } from '../model';
import { fromPlain, type Value } from '../values';
import { go, type ElementHandler } from './handler';

/** The value an assignment writes, or undefined when it cannot be computed (already logged). */
function assignedValue(
  assignment: Assignment,
  elementId: string,
  context: ElementContext,
): Value | undefined {
  switch (assignment.kind ?? 'literal') {
    case 'literal':
      return fromPlain(assignment.value);
    case 'template': {
      const rendered = context.render(assignment.value, elementId);
      return rendered.complete ? rendered.value : undefined;
    }
    case 'expression': {
      const result = context.condition(String(assignment.value));
      if (result.ok) return result.value;
      context.log({
        elementId,
        code: result.code,
        message: `${assignment.variable}: ${result.message}`,
      });
      return undefined;
    }
  }
}

function typeError(
  assignment: Assignment,
  elementId: string,
  context: ElementContext,
  detail: string,
): void {
  context.log({
    elementId,
    code: 'CB-1015',
    message: `${assignment.variable}: ${detail}; unchanged`,
  });
}

function apply(assignment: Assignment, elementId: string, context: ElementContext): void {
  const operation = assignment.operation ?? 'set';
  const current = context.state.read(assignment.variable);
  if (operation === 'clear') {
    context.state.clear(assignment.variable);
    return;
  }
  if (operation === 'increment') {
    if (current !== null && typeof current !== 'number') {
      typeError(assignment, elementId, context, 'increment needs a number');
      return;
    }
    context.write(assignment.variable, (current ?? 0) + (assignment.by ?? 1), elementId);
    return;
  }
  const value = assignedValue(assignment, elementId, context);
  if (value === undefined) return;
  if (operation === 'set') {
    context.write(assignment.variable, value, elementId);
    return;
  }
  if (current !== null && !Array.isArray(current)) {
    typeError(assignment, elementId, context, `${operation} needs a list`);
    return;
  }
  const list = (current ?? []) as readonly Value[];
  const next =
    operation === 'append' ? [...list, value] : list.filter((item) => !strictlyEqual(item, value));
  context.write(assignment.variable, next, elementId);
}

/** Applies the assignments top to bottom; a rejected one leaves its variable unchanged. */
export const setStateHandler: ElementHandler<SetStateElement> = {
  run(element, context) {
    for (const assignment of element.assignments) apply(assignment, element.id, context);
    context.log({
      elementId: element.id,
      message: `${element.assignments.length} assignments applied; next`,
    });
    return go(element.next);
  },
};
