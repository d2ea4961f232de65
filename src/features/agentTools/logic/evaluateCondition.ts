import { formatValue, runCondition, stateFromValues, type TypeName } from '../../../conditions';
import { jsonTypeOf } from './inputSchema';
import { fail, succeed, type ToolOutcome } from './toolOutcome';

export interface ConditionResult {
  readonly expression: string;
  /** The value as the conditions page writes values: `true`, `"msteams"`, `[1, 2]`. */
  readonly value: string;
  readonly type: TypeName;
  /** How a branch element reads it: only the boolean true takes the branch. */
  readonly branchTaken: boolean;
}

/**
 * evaluate_condition: the conditions page's evaluator on an expression and a state of sample
 * values by dotted name (`{"conversation.priority": 2}`) or nested. `now` stands for the moment
 * now() returns when the state has no `system.now`.
 */
export function evaluateCondition(
  input: { expression: string; state?: Record<string, unknown> },
  now: Date,
): ToolOutcome<ConditionResult> {
  const values = input.state ?? {};
  if (jsonTypeOf(values) !== 'object') {
    return fail(
      'invalid_state',
      'The state must be an object, such as {"conversation.priority": 2}.',
    );
  }
  const state = stateFromValues(values);
  if (!state.ok) return fail('invalid_state', state.message);
  const outcome = runCondition(input.expression, state.state, now);
  if (outcome.kind === 'syntax-error') {
    return fail('condition_syntax', outcome.error.message);
  }
  if (outcome.kind === 'type-error') {
    return fail(
      'condition_type',
      `${outcome.error.message} (a branch treats the condition as false).`,
    );
  }
  return succeed({
    expression: input.expression,
    value: formatValue(outcome.value),
    type: outcome.type,
    branchTaken: outcome.value === true,
  });
}
