import { codeMeaning } from '../codes';
import { lookup, type ElementContext } from '../context';
import { UnmockedActionError, type ActionCall } from '../io';
import { runtimeDefaults } from '../limits';
import type { ActionElement } from '../model';
import { fromPlain, typeMismatch, type Value } from '../values';
import { go, type ElementHandler, type Step } from './handler';

interface ActionError {
  readonly type: string;
  readonly code: string;
  readonly status: number;
  readonly message: string;
}

function buildCall(element: ActionElement, context: ElementContext): ActionCall {
  const kind = element.kind ?? 'connection';
  const inputs = context.value(element.inputs ?? {}, element.id) as Record<string, unknown>;
  const withQuery =
    kind === 'knowledge' && inputs.query === undefined
      ? { ...inputs, query: context.lastUserText }
      : inputs;
  return {
    elementId: element.id,
    name: element.name ?? element.id,
    kind,
    target:
      (kind === 'extension'
        ? element.extension
        : kind === 'knowledge'
          ? 'knowledge'
          : element.connection) ?? '',
    operation: element.operation,
    inputs: withQuery,
  };
}

const fieldSteps = (field: string): string =>
  field.replace(/^result/, '').replace(/^(?=[A-Za-z_])/, '.');

/**
 * An output field such as `result.records[0].sys_id`: undefined when the result does not have it,
 * null when the result has it set to null.
 */
function outputField(result: Value, field: string): Value | undefined {
  return lookup(result, fieldSteps(field));
}

/** A result field the runtime judges (status, confidence); undefined when absent or null. */
function readField(result: Value, field: string): Value | undefined {
  return outputField(result, field) ?? undefined;
}

/** An error a result implies even though the mock returned it: an HTTP error status or a weak answer. */
function errorInResult(element: ActionElement, result: Value): ActionError | undefined {
  const status = readField(result, 'status');
  if (
    element.operation === 'request' &&
    typeof status === 'number' &&
    (status < 200 || status > 299)
  ) {
    return { type: 'http', code: '', status, message: `HTTP status ${status}` };
  }
  const confidence = readField(result, 'confidence');
  if (
    element.kind === 'knowledge' &&
    typeof confidence === 'number' &&
    confidence < runtimeDefaults.knowledgeThreshold
  ) {
    return {
      type: 'noAnswer',
      code: '',
      status: 0,
      message: 'No answer above the confidence threshold',
    };
  }
  return undefined;
}

/**
 * Writes every mapped output, or none when one does not fit its variable (CB-1015). An absent
 * field writes nothing; a field set to null clears its variable, so a builder can say "no value"
 * (an order without a delivery date) instead of keeping a stale one.
 */
function writeOutputs(
  element: ActionElement,
  result: Value,
  context: ElementContext,
): ActionError | undefined {
  const writes: [string, Value][] = [];
  for (const [variable, field] of Object.entries(element.outputs ?? {})) {
    const value = outputField(result, field);
    if (value === undefined) continue;
    const problem = typeMismatch(value, context.state.declarations.get(variable)?.type);
    if (problem !== undefined)
      return { type: 'output', code: 'CB-1015', status: 0, message: `${variable}: ${problem}` };
    writes.push([variable, value]);
  }
  for (const [variable, value] of writes) context.write(variable, value, element.id);
  return undefined;
}

function takeError(element: ActionElement, error: ActionError, context: ElementContext): Step {
  const variable = element.errorVariable ?? 'skill.lastError';
  context.log({
    elementId: element.id,
    message: `${error.type} error: ${error.message}; error`,
    ...(error.code === 'CB-1020' || error.code === 'CB-1015' ? { code: error.code } : {}),
  });
  context.write(variable, { ...error, element: element.id }, element.id);
  return go(element.paths.error);
}

function mockedError(
  element: ActionElement,
  message: string,
  context: ElementContext,
): ActionError {
  if (message !== 'timeout') {
    const type =
      element.kind === 'extension'
        ? 'extension'
        : element.kind === 'knowledge'
          ? 'noAnswer'
          : 'network';
    return { type, code: '', status: 0, message };
  }
  const limit =
    element.timeout ??
    (element.kind === 'extension'
      ? runtimeDefaults.extensionTimeoutSeconds
      : runtimeDefaults.connectionTimeoutSeconds);
  // A call that times out is still running after 3 seconds, so a wait message is sent first.
  if (element.waitMessage !== undefined && limit > runtimeDefaults.waitMessageAfterSeconds) {
    const text = context.text(element.waitMessage, element.id);
    if (text !== undefined)
      context.emit({ kind: 'text', elementId: element.id, text, quickReplies: [] });
  }
  return {
    type: 'timeout',
    code: 'CB-1020',
    status: 0,
    message: `${codeMeaning['CB-1020']} after ${limit} s`,
  };
}

/** Calls the action's mock and follows `success` or `error`, writing outputs or the error object. */
export const actionHandler: ElementHandler<ActionElement> = {
  run(element, context) {
    const call = buildCall(element, context);
    const mocked = context.services.action(call);
    if (mocked === undefined) throw new UnmockedActionError(call.name);
    if ('error' in mocked)
      return takeError(element, mockedError(element, mocked.error, context), context);
    const result = fromPlain(mocked.outputs);
    const failure = errorInResult(element, result) ?? writeOutputs(element, result, context);
    if (failure !== undefined) return takeError(element, failure, context);
    if (call.target === 'telephony' && call.operation === 'transferCall')
      context.conversationEnded = true;
    context.log({
      elementId: element.id,
      message: `${call.target} ${call.operation} succeeded; success`,
    });
    return go(element.paths.success);
  },
};
