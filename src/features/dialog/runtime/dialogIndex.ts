import type { Dialog, DialogElement, GroupElement } from './model';

/** An element with the group it sits in (undefined at the top level of the dialog). */
export interface Located {
  readonly element: DialogElement;
  readonly group: GroupElement | undefined;
}

/** Where a path leads after groups are entered and left. */
export type Destination =
  | { readonly kind: 'element'; readonly located: Located }
  | { readonly kind: 'end' }
  | { readonly kind: 'dialog'; readonly dialogId: string }
  | { readonly kind: 'missing'; readonly target: string };

/** Looks up elements by ID across groups: IDs are unique in the whole dialog. */
export class DialogIndex {
  private readonly byId = new Map<string, Located>();

  constructor(readonly dialog: Dialog) {
    const add = (elements: readonly DialogElement[], group: GroupElement | undefined): void => {
      for (const element of elements) {
        this.byId.set(element.id, { element, group });
        if (element.type === 'group') add(element.elements, element);
      }
    };
    add(dialog.elements, undefined);
  }

  get(id: string): Located | undefined {
    return this.byId.get(id);
  }

  all(): Located[] {
    return [...this.byId.values()];
  }

  /** Follows a target from inside `group`: `exit:` leaves groups, a group ID enters its start. */
  resolve(target: string, group: GroupElement | undefined): Destination {
    if (target === 'end') return { kind: 'end' };
    if (target.startsWith('dialog:')) return { kind: 'dialog', dialogId: target.slice(7) };
    if (target.startsWith('exit:')) {
      const outer = group === undefined ? undefined : this.byId.get(group.id);
      const next = group?.paths[target.slice(5)];
      if (outer === undefined || next === undefined) return { kind: 'missing', target };
      return this.resolve(next, outer.group);
    }
    const located = this.byId.get(target);
    if (located === undefined) return { kind: 'missing', target };
    if (located.element.type === 'group') {
      const start = located.element.start ?? located.element.elements[0]?.id;
      if (start === undefined) return { kind: 'missing', target: `${target} (empty group)` };
      return this.resolve(start, located.element);
    }
    return { kind: 'element', located };
  }
}

/** Every target an element names, with the key it is written under. */
export function targetsOf(element: DialogElement): { key: string; target: string }[] {
  const found: { key: string; target: string }[] = [];
  const record = element as unknown as Record<string, unknown>;
  for (const key of ['next', 'default'] as const) {
    const value = record[key];
    if (typeof value === 'string') found.push({ key, target: value });
  }
  const paths = record.paths;
  if (paths !== null && typeof paths === 'object') {
    for (const [key, value] of Object.entries(paths)) {
      if (typeof value === 'string') found.push({ key: `paths.${key}`, target: value });
    }
  }
  if (element.type === 'branch') {
    element.conditions.forEach((condition, index) => {
      found.push({ key: `conditions[${index}].next`, target: condition.next });
    });
  }
  return found;
}
