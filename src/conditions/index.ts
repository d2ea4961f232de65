import { ConditionSyntaxError, ConditionTypeError } from './errors';
import { evaluate } from './evaluator';
import { parseCondition } from './parser';
import { DateValue, typeOf, type ObjectValue, type TypeName, type Value } from './values';

export { ConditionSyntaxError, ConditionTypeError, syntaxErrorCode, typeErrorCode } from './errors';
export { parseCondition } from './parser';
export { evaluate } from './evaluator';
export { parseStateJson, stateFromValues } from './state';
export { DateValue, formatValue, typeOf } from './values';
export type { Value, ObjectValue, TypeName } from './values';

export type ConditionOutcome =
  | { readonly kind: 'value'; readonly value: Value; readonly type: TypeName }
  | { readonly kind: 'syntax-error'; readonly error: ConditionSyntaxError }
  | { readonly kind: 'type-error'; readonly error: ConditionTypeError };

/**
 * Reads and evaluates a condition or set_state expression against a state. `now` is the moment
 * now() returns when the state has no `system.now`.
 */
export function runCondition(
  source: string,
  state: ObjectValue,
  now: Date = new Date(),
): ConditionOutcome {
  let expression;
  try {
    expression = parseCondition(source);
  } catch (error) {
    if (error instanceof ConditionSyntaxError) return { kind: 'syntax-error', error };
    throw error;
  }
  try {
    const value = evaluate(expression, { state, now: new DateValue(now.getTime()) });
    return { kind: 'value', value, type: typeOf(value) };
  } catch (error) {
    if (error instanceof ConditionTypeError) return { kind: 'type-error', error };
    throw error;
  }
}
