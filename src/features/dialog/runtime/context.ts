import { runCondition } from '../../../conditions';
import type { BotOutput, ConversationSettings, RuntimeServices, TraceEntry } from './io';
import { parseVariableName, type StateStore } from './stateStore';
import { renderText, renderValue } from './templates';
import { DateValue, type Value } from './values';

export type ConditionResult =
  | { readonly ok: true; readonly value: Value }
  | { readonly ok: false; readonly code: 'CB-1012' | 'CB-1015'; readonly message: string };

const stepPattern = /\.([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]/g;

/**
 * Reads `.key` and `[n]` steps of a value; undefined when a step is not there (a missing key, an
 * index past the end, or a step into null or a scalar). A key that holds null gives null, which
 * is how an action output tells "clear the variable" from "absent, write nothing".
 */
export function lookup(value: Value, steps: string): Value | undefined {
  let current = value;
  for (const match of steps.matchAll(stepPattern)) {
    if (current === null || current instanceof DateValue) return undefined;
    if (match[1] !== undefined) {
      if (Array.isArray(current) || typeof current !== 'object') return undefined;
      if (!Object.hasOwn(current, match[1])) return undefined;
      current = (current as Record<string, Value>)[match[1]] ?? null;
    } else {
      if (!Array.isArray(current)) return undefined;
      const list = current as readonly Value[];
      const index = Number(match[2]);
      if (index >= list.length) return undefined;
      current = list[index] ?? null;
    }
  }
  return current;
}

/** Reads `.key` and `[n]` steps of a value; anything read from null, or not there, is null. */
export function navigate(value: Value, steps: string): Value {
  return lookup(value, steps) ?? null;
}

/**
 * What an element sees while it runs: state, the services, and the turn's outputs and trace.
 * Rendering logs CB-1031 and checking a condition logs its error, so every element reports
 * failures the same way.
 */
export class ElementContext {
  readonly outputs: BotOutput[] = [];
  readonly trace: TraceEntry[] = [];
  conversationEnded = false;
  /** The text of the user message that started this turn; a knowledge search's default query. */
  lastUserText = '';

  constructor(
    readonly state: StateStore,
    readonly services: RuntimeServices,
    readonly settings: ConversationSettings,
  ) {}

  emit(output: BotOutput): void {
    this.outputs.push(output);
  }

  log(entry: TraceEntry): void {
    this.trace.push(entry);
  }

  /** Reads `scope.name…`, `item…` (inside a repeated card) or `env.NAME`. */
  readPath(path: string, item?: Value): Value {
    const head = /^[A-Za-z_][A-Za-z0-9_]*/.exec(path)?.[0] ?? '';
    const rest = path.slice(head.length);
    if (head === 'item') return item === undefined ? null : navigate(item, rest);
    const name = /^\.([A-Za-z_][A-Za-z0-9_]*)/.exec(rest)?.[1];
    if (name === undefined) return null;
    const after = rest.slice(name.length + 1);
    if (head === 'env') return this.services.env?.[name] ?? null;
    if (parseVariableName(`${head}.${name}`) === undefined) return null;
    return navigate(this.state.read(`${head}.${name}`), after);
  }

  /** Renders template text; when a value is missing it logs CB-1031 and returns undefined. */
  text(template: string, elementId: string, item?: Value): string | undefined {
    const rendered = renderText(
      template,
      (path) => this.readPath(path, item),
      this.settings.locale,
    );
    if (rendered.ok) return rendered.text;
    this.log({
      elementId,
      code: 'CB-1031',
      message: `No value for ${rendered.missing.join(', ')}; the text is not sent`,
    });
    return undefined;
  }

  /**
   * Renders an action input or template value, keeping the type of a lone template. A missing
   * value is logged as CB-1031 and `complete` is false.
   */
  render(input: unknown, elementId: string, item?: Value): { value: Value; complete: boolean } {
    const rendered = renderValue(input, (path) => this.readPath(path, item), this.settings.locale);
    if (rendered.missing.length > 0) {
      this.log({
        elementId,
        code: 'CB-1031',
        message: `No value for ${rendered.missing.join(', ')}`,
      });
    }
    return { value: rendered.value, complete: rendered.missing.length === 0 };
  }

  value(input: unknown, elementId: string, item?: Value): Value {
    return this.render(input, elementId, item).value;
  }

  /** Evaluates a condition or expression against the current state. */
  condition(source: string): ConditionResult {
    const outcome = runCondition(
      source,
      this.state.snapshot(),
      new Date(this.state.system.now.time),
    );
    if (outcome.kind === 'value') return { ok: true, value: outcome.value };
    return { ok: false, code: outcome.error.code, message: outcome.error.message };
  }

  /** Writes a variable; a rejected write is logged as CB-1015 and returns false. */
  write(variable: string, value: Value, elementId: string): boolean {
    const problem = this.state.write(variable, value);
    if (problem === undefined) return true;
    this.log({ elementId, code: 'CB-1015', message: `Write rejected: ${problem}` });
    return false;
  }
}
