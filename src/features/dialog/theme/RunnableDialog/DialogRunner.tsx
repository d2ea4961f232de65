import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import {
  channels,
  type Channel,
  type LoadProblem,
  type UserInput,
} from '@site/src/features/dialog/runtime';
import {
  defaultMocks,
  play,
  startSession,
  type RunnerSession,
} from '@site/src/features/dialog/runner/session';
import Transcript from './Transcript';
import Variables from './Variables';
import styles from './styles.module.css';

interface DialogRunnerProps {
  readonly source: string;
  readonly title: string;
  readonly onClose: () => void;
}

function Problems({ id, problems }: { id: string; problems: readonly LoadProblem[] }): ReactNode {
  if (problems.length === 0) return null;
  return (
    <div id={id} role="alert" className={styles.problems}>
      <p>The dialog cannot run:</p>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>
            {problem.line === undefined ? '' : `Line ${problem.line}: `}
            {problem.code === undefined ? '' : `${problem.code} `}
            {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The chat panel: talk to the dialog, watch its variables, edit it and run it again. */
export default function DialogRunner({ source, title, onClose }: DialogRunnerProps): ReactNode {
  const ids = useId();
  const [yaml, setYaml] = useState(source);
  const [mocks, setMocks] = useState(() => defaultMocks(source));
  const [channel, setChannel] = useState<Channel>('webchat');
  // The example runs as shown when the panel opens.
  const [first] = useState(() => startSession(source, mocks, 'webchat'));
  const [session, setSession] = useState<RunnerSession | undefined>(
    first.ok ? first.session : undefined,
  );
  const [problems, setProblems] = useState<readonly LoadProblem[]>(first.ok ? [] : first.problems);
  const [message, setMessage] = useState('');
  const messageInput = useRef<HTMLInputElement>(null);

  function run(): void {
    const result = startSession(yaml, mocks, channel);
    setSession(result.ok ? result.session : undefined);
    setProblems(result.ok ? [] : result.problems);
    if (result.ok) messageInput.current?.focus();
  }

  useEffect(() => {
    messageInput.current?.focus();
  }, []);

  function send(input: UserInput, shown: string): void {
    if (session === undefined) return;
    setSession(play(session, input, shown));
    messageInput.current?.focus();
  }

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (message.trim() === '') return;
    send({ type: 'text', text: message }, message);
    setMessage('');
  }

  return (
    // A chat for people to try the example in; the example itself is the code block above it.
    <section className={styles.runner} aria-label={`Run ${title}`} data-markdown-ignore="">
      <div className={styles.chat}>
        <Transcript entries={session?.transcript ?? []} onInput={send} />
        <form className={styles.composer} onSubmit={submit}>
          <label htmlFor={`${ids}-message`}>Your message</label>
          <input
            id={`${ids}-message`}
            ref={messageInput}
            value={message}
            autoComplete="off"
            disabled={session === undefined}
            onChange={(event) => {
              setMessage(event.target.value);
            }}
          />
          <button
            type="submit"
            className="button button--sm button--primary"
            disabled={session === undefined}
          >
            Send
          </button>
        </form>
      </div>
      <Problems id={`${ids}-problems`} problems={problems} />
      <details className={styles.section}>
        <summary>Variables by scope</summary>
        {session === undefined ? (
          <p>Run the dialog to see its variables.</p>
        ) : (
          <Variables session={session} />
        )}
      </details>
      <details className={styles.section} open={problems.length > 0}>
        <summary>Edit the dialog and the action results</summary>
        <label htmlFor={`${ids}-yaml`}>Dialog (YAML)</label>
        <textarea
          id={`${ids}-yaml`}
          className={styles.editor}
          rows={14}
          spellCheck={false}
          value={yaml}
          aria-invalid={problems.length > 0}
          aria-describedby={problems.length > 0 ? `${ids}-problems` : undefined}
          onChange={(event) => {
            setYaml(event.target.value);
          }}
        />
        <label htmlFor={`${ids}-mocks`}>Action results (JSON, by action name)</label>
        <textarea
          id={`${ids}-mocks`}
          className={styles.editor}
          rows={5}
          spellCheck={false}
          value={mocks}
          onChange={(event) => {
            setMocks(event.target.value);
          }}
        />
        <label htmlFor={`${ids}-channel`}>Channel</label>
        <select
          id={`${ids}-channel`}
          value={channel}
          onChange={(event) => {
            setChannel(event.target.value as Channel);
          }}
        >
          {channels.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </details>
      <div className={styles.actions}>
        <button type="button" className="button button--sm button--primary" onClick={run}>
          Run again
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}
