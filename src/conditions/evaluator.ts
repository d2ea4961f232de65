import { ConditionTypeError } from './errors';
import type { BinaryOperator, Expression, FunctionName } from './syntax';
import {
  DateValue,
  describeType,
  isList,
  isObject,
  parseIsoDate,
  strictlyEqual,
  typeOf,
  type ObjectValue,
  type Value,
} from './values';

export interface EvaluationContext {
  /** The state by scope: `{ conversation: { priority: 2 }, system: { channel: 'msteams' } }`. */
  readonly state: ObjectValue;
  /** The moment of evaluation, used by now() when the state has no `system.now`. */
  readonly now: DateValue;
}

const millisecondsPerDay = 86_400_000;

function typeError(detail: string): ConditionTypeError {
  return new ConditionTypeError(detail);
}

function expectBoolean(value: Value, where: string): boolean {
  if (typeof value !== 'boolean') {
    throw typeError(`${where} needs true or false, not ${describeType(typeOf(value))}`);
  }
  return value;
}

function order(operator: BinaryOperator, left: Value, right: Value): boolean {
  const leftType = typeOf(left);
  const rightType = typeOf(right);
  const comparable =
    leftType === rightType &&
    (leftType === 'number' || leftType === 'string' || leftType === 'date');
  if (!comparable) {
    throw typeError(
      `cannot compare ${describeType(leftType)} with ${describeType(rightType)} using ${operator}`,
    );
  }
  const a = left instanceof DateValue ? left.time : (left as number | string);
  const b = right instanceof DateValue ? right.time : (right as number | string);
  switch (operator) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    default:
      return a >= b;
  }
}

function asDate(value: Value, argument: string): DateValue {
  if (value instanceof DateValue) return value;
  if (typeof value === 'string') {
    const date = parseIsoDate(value);
    if (date) return date;
    throw typeError(
      `daysBetween() needs a date or an ISO 8601 string as ${argument}, not "${value}"`,
    );
  }
  throw typeError(
    `daysBetween() needs a date or an ISO 8601 string as ${argument}, not ${describeType(typeOf(value))}`,
  );
}

function utcDay(date: DateValue): number {
  return Math.floor(date.time / millisecondsPerDay);
}

function expectString(value: Value, functionName: string, argument: string): string {
  if (typeof value !== 'string') {
    throw typeError(
      `${functionName}() needs a string as ${argument}, not ${describeType(typeOf(value))}`,
    );
  }
  return value;
}

function callFunction(
  name: FunctionName,
  args: readonly Value[],
  context: EvaluationContext,
): Value {
  const [first = null, second = null, third = null] = args;
  switch (name) {
    case 'contains':
      if (first === null) return false;
      if (isList(first)) return first.some((item) => strictlyEqual(item, second));
      return expectString(first, name, 'haystack').includes(expectString(second, name, 'needle'));
    case 'startsWith':
      if (first === null) return false;
      return expectString(first, name, 'text').startsWith(expectString(second, name, 'prefix'));
    case 'matches': {
      if (first === null) return false;
      const text = expectString(first, name, 'text');
      const pattern = expectString(second, name, 'pattern');
      const flags = args.length === 3 ? expectString(third, name, 'flags') : '';
      if (!/^[ims]*$/.test(flags))
        throw typeError(`matches() accepts the flags i, m and s, not "${flags}"`);
      let expression: RegExp;
      try {
        expression = new RegExp(pattern, flags);
      } catch {
        throw typeError(`"${pattern}" is not a valid regular expression`);
      }
      return expression.test(text);
    }
    case 'isEmpty':
      if (first === null || first === '') return true;
      if (isList(first)) return first.length === 0;
      if (isObject(first)) return Object.keys(first).length === 0;
      return false;
    case 'len':
      if (first === null) return 0;
      // Characters as a reader counts them, not UTF-16 code units.
      if (typeof first === 'string') return Array.from(first).length;
      if (isList(first)) return first.length;
      if (isObject(first)) return Object.keys(first).length;
      throw typeError(
        `len() needs a string, a list or an object, not ${describeType(typeOf(first))}`,
      );
    case 'now':
      return systemNow(context);
    case 'daysBetween':
      return utcDay(asDate(second, 'to')) - utcDay(asDate(first, 'from'));
  }
}

/** Inside one turn now() and system.now are the same moment. */
function systemNow(context: EvaluationContext): DateValue {
  const system = context.state.system;
  const stateNow =
    system !== undefined && system !== null && isObject(system) ? system.now : undefined;
  return stateNow instanceof DateValue ? stateNow : context.now;
}

function readMember(object: Value, property: string): Value {
  if (object === null) return null;
  if (isObject(object)) return Object.hasOwn(object, property) ? (object[property] ?? null) : null;
  throw typeError(`cannot read .${property} of ${describeType(typeOf(object))}`);
}

function readIndex(object: Value, index: Value): Value {
  if (object === null) return null;
  if (isList(object)) {
    if (typeof index !== 'number' || !Number.isInteger(index)) {
      throw typeError(`a list index must be a whole number, not ${describeType(typeOf(index))}`);
    }
    return object[index] ?? null;
  }
  if (isObject(object) && typeof index === 'string')
    return Object.hasOwn(object, index) ? (object[index] ?? null) : null;
  throw typeError(
    `cannot index ${describeType(typeOf(object))} with ${describeType(typeOf(index))}`,
  );
}

/** Evaluates a parsed condition; throws ConditionTypeError (CB-1015) on a type error. */
export function evaluate(expression: Expression, context: EvaluationContext): Value {
  switch (expression.type) {
    case 'literal':
      return expression.value;
    case 'list':
      return expression.items.map((item) => evaluate(item, context));
    case 'variable':
      if (expression.name === 'system' || Object.hasOwn(context.state, expression.name)) {
        const scope = context.state[expression.name] ?? null;
        return expression.name === 'system'
          ? { ...(isObject(scope) ? scope : {}), now: systemNow(context) }
          : scope;
      }
      return null;
    case 'member':
      return readMember(evaluate(expression.object, context), expression.property);
    case 'index':
      return readIndex(evaluate(expression.object, context), evaluate(expression.index, context));
    case 'call':
      return callFunction(
        expression.name,
        expression.args.map((arg) => evaluate(arg, context)),
        context,
      );
    case 'not':
      return !expectBoolean(evaluate(expression.operand, context), "'!'");
    case 'binary':
      return evaluateBinary(expression.operator, expression.left, expression.right, context);
  }
}

function evaluateBinary(
  operator: BinaryOperator,
  leftExpression: Expression,
  rightExpression: Expression,
  context: EvaluationContext,
): Value {
  const left = evaluate(leftExpression, context);
  switch (operator) {
    // The right side is evaluated only when the left side does not decide the result.
    case '&&':
      return (
        expectBoolean(left, "the left side of '&&'") &&
        expectBoolean(evaluate(rightExpression, context), "the right side of '&&'")
      );
    case '||':
      return (
        expectBoolean(left, "the left side of '||'") ||
        expectBoolean(evaluate(rightExpression, context), "the right side of '||'")
      );
    default:
      break;
  }
  const right = evaluate(rightExpression, context);
  switch (operator) {
    case '==':
      return strictlyEqual(left, right);
    case '!=':
      return !strictlyEqual(left, right);
    case 'in':
      if (!isList(right))
        throw typeError(`'in' needs a list on its right side, not ${describeType(typeOf(right))}`);
      return right.some((item) => strictlyEqual(item, left));
    default:
      return order(operator, left, right);
  }
}
