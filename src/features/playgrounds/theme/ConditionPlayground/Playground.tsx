import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  formatValue,
  parseStateJson,
  runCondition,
  type ConditionOutcome,
  type TypeName,
} from '@site/src/conditions';
import { caseFromRow } from '@site/src/conditions/examples';
import {
  latestExample,
  subscribeToExamples,
  type ExampleRequest,
} from '../../client/exampleRequests';
import styles from './styles.module.css';

const firstExample = {
  condition:
    'system.channel == "msteams" && conversation.priority <= 2 && !contains(conversation.summary, "VPN")',
  state: {
    'system.channel': 'msteams',
    'conversation.priority': 2,
    'conversation.summary': 'Printer on floor 3 is offline',
  },
};

function stateText(values: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(values, null, 2);
}

function exampleFields(request: ExampleRequest): { condition: string; state: string } {
  let values: Readonly<Record<string, unknown>> = {};
  try {
    if (request.headers.length > 1) values = caseFromRow(request.headers, request.cells).values;
  } catch {
    // A table the playground cannot read still loads the condition, with empty state.
  }
  return { condition: request.condition, state: stateText(values) };
}

const typeNames: Readonly<Record<TypeName, string>> = {
  null: 'null',
  boolean: 'a boolean',
  number: 'a number',
  string: 'a string',
  date: 'a date',
  list: 'a list',
  object: 'an object',
};

function Outcome({
  outcome,
  condition,
}: {
  outcome: ConditionOutcome;
  condition: string;
}): ReactNode {
  if (outcome.kind === 'syntax-error') {
    const { error } = outcome;
    return (
      <>
        <span className={styles.error}>{error.message}</span>
        <pre className={styles.pointer} aria-hidden="true">
          {condition.replace(/\s/g, ' ')}
          {'\n'}
          {' '.repeat(error.position - 1)}^
        </pre>
      </>
    );
  }
  if (outcome.kind === 'type-error') {
    return (
      <span className={styles.error}>
        {outcome.error.message}. A branch treats this condition as false and goes on with the next
        one.
      </span>
    );
  }
  if (outcome.type === 'boolean') {
    return (
      <>
        Result: <code className={styles.value}>{formatValue(outcome.value)}</code>
      </>
    );
  }
  return (
    <>
      Value: <code className={styles.value}>{formatValue(outcome.value)}</code> (
      {typeNames[outcome.type]}). A set_state expression stores this value; a branch or validation
      condition needs true or false.
    </>
  );
}

/** The form of the condition playground; loaded lazily by ConditionPlayground. */
export default function Playground(): ReactNode {
  const id = useId();
  const conditionField = useRef<HTMLTextAreaElement>(null);
  const [fields, setFields] = useState(() => {
    const request = latestExample();
    return request
      ? exampleFields(request)
      : { condition: firstExample.condition, state: stateText(firstExample.state) };
  });
  const [focusSerial, setFocusSerial] = useState(() => latestExample()?.serial ?? 0);

  useEffect(
    () =>
      subscribeToExamples((request) => {
        setFields(exampleFields(request));
        setFocusSerial(request.serial);
      }),
    [],
  );

  useEffect(() => {
    if (focusSerial === 0) return;
    conditionField.current?.focus();
    conditionField.current?.scrollIntoView({ block: 'center' });
  }, [focusSerial]);

  const state = parseStateJson(fields.state);
  const outcome = state.ok ? runCondition(fields.condition, state.state) : undefined;
  const conditionInvalid = outcome !== undefined && outcome.kind === 'syntax-error';

  return (
    <div className={styles.form} role="group" aria-label="Condition playground">
      <div className={styles.field}>
        <label htmlFor={`${id}-condition`}>Condition</label>
        <textarea
          id={`${id}-condition`}
          ref={conditionField}
          value={fields.condition}
          className={styles.editor}
          rows={3}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          aria-invalid={conditionInvalid}
          aria-describedby={`${id}-result`}
          onChange={(event) => {
            setFields((current) => ({ ...current, condition: event.target.value }));
          }}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-state`}>State (JSON)</label>
        <textarea
          id={`${id}-state`}
          value={fields.state}
          className={styles.editor}
          rows={5}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          aria-invalid={!state.ok}
          aria-describedby={state.ok ? undefined : `${id}-state-error`}
          onChange={(event) => {
            setFields((current) => ({ ...current, state: event.target.value }));
          }}
        />
        {!state.ok && (
          <p id={`${id}-state-error`} className={styles.error}>
            {state.message}
          </p>
        )}
      </div>
      <div id={`${id}-result`} role="status" className={styles.result}>
        {outcome ? (
          <Outcome outcome={outcome} condition={fields.condition} />
        ) : (
          'No result until the state is valid JSON.'
        )}
      </div>
    </div>
  );
}
