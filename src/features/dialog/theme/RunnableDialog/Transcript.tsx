import type { ReactNode } from 'react';
import type { UserInput } from '@site/src/features/dialog/runtime';
import type { TranscriptEntry } from '@site/src/features/dialog/runner/session';
import BotMessage from './BotMessage';
import hidden from '@site/src/css/visuallyHidden.module.css';
import styles from './styles.module.css';

interface TranscriptProps {
  readonly entries: readonly TranscriptEntry[];
  readonly onInput: (input: UserInput, shown: string) => void;
}

/**
 * The conversation as a log: a screen reader announces each new message. Only the latest turn's
 * buttons can be pressed, as in a chat channel.
 */
export default function Transcript({ entries, onInput }: TranscriptProps): ReactNode {
  const lastUser = entries.reduce(
    (last, entry, index) => (entry.from === 'user' ? index : last),
    -1,
  );
  return (
    <div
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      className={styles.log}
      tabIndex={0}
    >
      {entries.map((entry, index) => {
        const key = `${index}-${entry.from}`;
        if (entry.from === 'user')
          return (
            <p key={key} className={styles.user}>
              <span className={hidden.visuallyHidden}>You: </span>
              {entry.text}
            </p>
          );
        if (entry.from === 'error')
          return (
            <p key={key} className={styles.problem}>
              {entry.text}
            </p>
          );
        if (entry.from === 'trace') {
          return (
            <p key={key} className={styles.trace}>
              Trace: <code>{entry.entry.code}</code> {entry.entry.message}
            </p>
          );
        }
        return (
          <BotMessage key={key} output={entry.output} {...(index > lastUser ? { onInput } : {})} />
        );
      })}
    </div>
  );
}
