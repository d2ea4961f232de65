import {
  checkCard,
  checkCondition,
  checkExitNames,
  checkUnique,
  type Element,
  type Report,
} from './elementRules';
import { limitMaximum } from './limitValues';
import type { ValueProblem } from './schemaErrors';
import type { ValuePath } from './yamlLocations';
import { endTarget } from './vocabulary';

/**
 * The rules of a dialog file that a JSON Schema cannot state, as the Dialog elements and group
 * pages give them. They run on a value the schema has accepted, so its shape is known. Import YAML
 * rejects a file that breaks one of them, as it rejects a schema error: each needs only this file.
 * A `dialog:<id>` target needs the rest of the project, so it is left to the validation panel.
 */

interface Scope {
  /** The IDs of the elements in the same list: the targets a path may name. */
  readonly siblings: ReadonlySet<string>;
  /** Whether every element of the list is shown, so that a target must name one of them. */
  readonly complete: boolean;
  /** The exits of the enclosing group; undefined at the top level. */
  readonly exits: readonly string[] | undefined;
  readonly depth: number;
}

const defaultGroupExits = ['done'];

class DialogChecker {
  readonly problems: ValueProblem[] = [];
  private readonly ids = new Map<string, ValuePath>();
  private count = 0;

  readonly problem: Report = (path, message) => {
    this.problems.push({ path, message });
  };

  checkList(elements: readonly Element[], path: ValuePath, scope: Omit<Scope, 'siblings'>): void {
    const siblings = new Set(elements.map((element) => element.id));
    elements.forEach((element, index) => {
      this.checkElement(element, [...path, index], { ...scope, siblings });
    });
  }

  checkTotal(path: ValuePath): void {
    const maximum = limitMaximum('dialog.elements');
    if (this.count > maximum) {
      this.problem(
        path,
        `${this.count} elements, counting those inside groups; at most ${maximum} (CB-1004)`,
      );
    }
  }

  checkTarget(target: unknown, path: ValuePath, scope: Scope): void {
    if (typeof target !== 'string' || target === endTarget || target.startsWith('dialog:')) return;
    if (target.startsWith('exit:')) {
      const exit = target.slice('exit:'.length);
      if (scope.exits === undefined)
        this.problem(path, `"${target}" leaves a group, but this element is not inside one`);
      else if (!scope.exits.includes(exit)) {
        this.problem(
          path,
          `the group has no exit "${exit}" (its exits: ${scope.exits.join(', ')})`,
        );
      }
    } else if (scope.complete && !scope.siblings.has(target)) {
      const where = scope.exits === undefined ? 'in the dialog' : 'in the same group';
      this.problem(path, `no element "${target}" ${where}`);
    }
  }

  checkElement(element: Element, path: ValuePath, scope: Scope): void {
    this.count += 1;
    const previous = this.ids.get(element.id);
    if (previous)
      this.problem([...path, 'id'], `the ID "${element.id}" is already used by another element`);
    else this.ids.set(element.id, path);
    const target = (value: unknown, ...at: (string | number)[]) => {
      this.checkTarget(value, [...path, ...at], scope);
    };
    target(element.next, 'next');
    target(element.default, 'default');
    for (const [exit, value] of Object.entries((element.paths ?? {}) as Record<string, unknown>)) {
      target(value, 'paths', exit);
    }
    if (element.type === 'branch') this.checkBranch(element, path, target);
    if (element.type === 'input' && typeof element.validation === 'string') {
      checkCondition(element.validation, [...path, 'validation'], this.problem);
    }
    if (element.type === 'set_state') this.checkAssignments(element, path);
    if (element.type === 'card') checkCard(element, path, this.problem);
    if (element.type === 'form') {
      checkUnique(element.fields, [...path, 'fields'], 'field', this.problem);
    }
    if (element.type === 'group') this.checkGroup(element, path, scope);
  }

  private checkBranch(
    element: Element,
    path: ValuePath,
    target: (value: unknown, ...at: (string | number)[]) => void,
  ): void {
    const conditions = element.conditions as readonly { when: string; next: string }[];
    conditions.forEach((condition, index) => {
      target(condition.next, 'conditions', index, 'next');
      checkCondition(condition.when, [...path, 'conditions', index, 'when'], this.problem);
    });
  }

  private checkAssignments(element: Element, path: ValuePath): void {
    const assignments = element.assignments as readonly { kind?: string; value?: unknown }[];
    assignments.forEach((assignment, index) => {
      if (assignment.kind === 'expression' && typeof assignment.value === 'string') {
        checkCondition(assignment.value, [...path, 'assignments', index, 'value'], this.problem);
      }
    });
  }

  private checkGroup(element: Element, path: ValuePath, scope: Scope): void {
    const depth = scope.depth + 1;
    const maximumDepth = limitMaximum('group.depth');
    if (depth > maximumDepth) {
      this.problem(
        path,
        `groups nest at most ${maximumDepth} levels deep; this one is level ${depth} ("Nesting too deep")`,
      );
    }
    const exits = (element.exits as readonly string[] | undefined) ?? defaultGroupExits;
    checkExitNames(
      Object.keys(element.paths ?? {}),
      exits,
      [...path, 'paths'],
      'exit',
      this.problem,
    );
    const inner = element.elements as readonly Element[];
    if (typeof element.start === 'string' && !inner.some((child) => child.id === element.start)) {
      this.problem([...path, 'start'], `no element "${element.start}" inside the group`);
    }
    this.checkList(inner, [...path, 'elements'], { complete: true, exits, depth });
  }
}

/** Checks a dialog file, an elements fragment or one element beyond its schema. */
export function checkDialog(format: string, value: unknown): ValueProblem[] {
  const checker = new DialogChecker();
  if (format === 'dialog' || format === 'dialog-elements') {
    const { elements, start } = value as { elements: readonly Element[]; start?: string };
    const complete = format === 'dialog';
    checker.checkList(elements, ['elements'], { complete, exits: undefined, depth: 0 });
    checker.checkTotal(['elements']);
    if (complete) {
      checker.checkTarget(start, ['start'], {
        siblings: new Set(elements.map((element) => element.id)),
        complete,
        exits: undefined,
        depth: 0,
      });
    }
  } else if (format === 'dialog-element') {
    checker.checkElement(value as Element, [], {
      siblings: new Set(),
      complete: false,
      exits: undefined,
      depth: 0,
    });
  }
  return checker.problems;
}
