import type { ObjectValue } from '../../../conditions';
import { scopes, type Scope, type VariableDeclaration } from './model';
import { DateValue, coerceForDeclaration, fromPlain, typeMismatch, type Value } from './values';

/** The `user` values that the channel fills; dialogs read them but cannot write them. */
export const identityVariables: readonly string[] = ['user.name', 'user.email', 'user.phone'];

export interface VariableName {
  readonly scope: Scope;
  readonly name: string;
}

/** Splits `conversation.ticketId` into scope and name; undefined when it is not a variable name. */
export function parseVariableName(variable: string): VariableName | undefined {
  const match = /^([a-z]+)\.([A-Za-z][A-Za-z0-9_]*)$/.exec(variable);
  if (match === null) return undefined;
  const [, scope = '', name = ''] = match;
  return (scopes as readonly string[]).includes(scope)
    ? { scope: scope as Scope, name }
    : undefined;
}

/** Why a dialog may not write this variable, or undefined when it may. */
export function readOnlyReason(
  variable: string,
  declarations: ReadonlyMap<string, VariableDeclaration>,
): string | undefined {
  const parsed = parseVariableName(variable);
  if (parsed === undefined)
    return `"${variable}" is not a variable name such as conversation.ticketId`;
  if (parsed.scope === 'system') return `${variable} is read-only: the runtime sets system values`;
  if (identityVariables.includes(variable)) return `${variable} is read-only: the channel fills it`;
  const declaration = declarations.get(variable);
  if (parsed.scope === 'project' && declaration !== undefined && declaration.writable !== true) {
    return `${variable} is read-only: it is not marked Writable at runtime`;
  }
  return undefined;
}

/** A user's values, kept across conversations until 90 days after the last activity. */
export interface UserRecord {
  readonly values: Map<string, Value>;
  lastActivity: number;
}

/** State shared by every conversation of a project: `project` values and each user's `user` values. */
export class ProjectState {
  readonly project = new Map<string, Value>();
  readonly users = new Map<string, UserRecord>();
  constructor(readonly declarations: ReadonlyMap<string, VariableDeclaration> = new Map()) {}
}

export interface SystemValues {
  channel: string;
  locale: string;
  now: DateValue;
  userId: string;
}

/**
 * The five scopes as one conversation sees them. A variable that was written holds its value (a
 * cleared one holds null); one that was never written reads its declared default, else null.
 */
export class StateStore {
  readonly conversation = new Map<string, Value>();
  /** The `skill` scope of the skill run that is running; the conversation swaps it per run. */
  skill = new Map<string, Value>();

  constructor(
    private readonly shared: ProjectState,
    private readonly user: UserRecord,
    readonly system: SystemValues,
  ) {}

  get declarations(): ReadonlyMap<string, VariableDeclaration> {
    return this.shared.declarations;
  }

  private scopeMap(scope: Scope): Map<string, Value> | undefined {
    switch (scope) {
      case 'conversation':
        return this.conversation;
      case 'user':
        return this.user.values;
      case 'skill':
        return this.skill;
      case 'project':
        return this.shared.project;
      case 'system':
        return undefined;
    }
  }

  private systemValue(name: string): Value {
    const value = (this.system as unknown as Record<string, Value | undefined>)[name];
    return value ?? null;
  }

  /** The value of `scope.name`; null when it has none. */
  read(variable: string): Value {
    const parsed = parseVariableName(variable);
    if (parsed === undefined) return null;
    if (parsed.scope === 'system') return this.systemValue(parsed.name);
    const map = this.scopeMap(parsed.scope);
    if (map?.has(parsed.name) === true) return map.get(parsed.name) ?? null;
    const declared = this.declarations.get(variable);
    return declared?.default === undefined
      ? null
      : coerceForDeclaration(fromPlain(declared.default), declared.type);
  }

  /**
   * Writes a value after checking it against the declared type and the 64 KB limit. Returns the
   * reason for CB-1015 when the write is rejected; the variable then keeps its value.
   */
  write(variable: string, value: Value): string | undefined {
    const parsed = parseVariableName(variable);
    const map = parsed === undefined ? undefined : this.scopeMap(parsed.scope);
    if (parsed === undefined || map === undefined) return `${variable} cannot be written`;
    const declared = this.declarations.get(variable);
    const stored = coerceForDeclaration(value, declared?.type);
    const mismatch = typeMismatch(stored, declared?.type);
    if (mismatch !== undefined) return `${variable}: ${mismatch}`;
    map.set(parsed.name, stored);
    return undefined;
  }

  /** Sets values as the Test tab's preset state or a conversation test's `state` does. */
  preset(values: Readonly<Record<string, unknown>>): void {
    for (const [name, value] of Object.entries(values)) {
      const problem = this.write(name, fromPlain(value));
      if (problem !== undefined) throw new Error(`state: ${problem}`);
    }
  }

  /** Whether the variable was written (or cleared) in its scope, and what it holds there. */
  entry(variable: string): { readonly written: boolean; readonly value: Value } {
    const parsed = parseVariableName(variable);
    const map = parsed === undefined ? undefined : this.scopeMap(parsed.scope);
    if (parsed === undefined || map?.has(parsed.name) !== true)
      return { written: false, value: null };
    return { written: true, value: map.get(parsed.name) ?? null };
  }

  /** Puts back what entry() returned, including "never written", so the default applies again. */
  restore(variable: string, entry: { readonly written: boolean; readonly value: Value }): void {
    const parsed = parseVariableName(variable);
    const map = parsed === undefined ? undefined : this.scopeMap(parsed.scope);
    if (parsed === undefined || map === undefined) return;
    if (entry.written) map.set(parsed.name, entry.value);
    else map.delete(parsed.name);
  }

  /** Removes the value; the variable reads null afterwards and its default is not restored. */
  clear(variable: string): void {
    const parsed = parseVariableName(variable);
    const map = parsed === undefined ? undefined : this.scopeMap(parsed.scope);
    if (parsed !== undefined) map?.set(parsed.name, null);
  }

  /** Every scope as one object, defaults applied, for the condition evaluator and the State pane. */
  snapshot(): ObjectValue {
    const result: Record<string, ObjectValue> = {};
    for (const scope of scopes) {
      const names = new Set<string>();
      for (const declared of this.declarations.keys()) {
        const parsed = parseVariableName(declared);
        if (parsed?.scope === scope) names.add(parsed.name);
      }
      if (scope === 'system') Object.keys(this.system).forEach((name) => names.add(name));
      for (const name of this.scopeMap(scope)?.keys() ?? []) names.add(name);
      const values: Record<string, Value> = {};
      for (const name of names) {
        const value = this.read(`${scope}.${name}`);
        if (value !== null) values[name] = value;
      }
      result[scope] = values;
    }
    return result;
  }
}
