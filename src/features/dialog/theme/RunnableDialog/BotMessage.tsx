import { useState, type ReactNode, type SubmitEvent } from 'react';
import Link from '@docusaurus/Link';
import type { BotOutput, RenderedFormField, UserInput } from '@site/src/features/dialog/runtime';
import styles from './styles.module.css';

interface BotMessageProps {
  readonly output: BotOutput;
  /** Set while the message belongs to the latest turn: its buttons can still be pressed. */
  readonly onInput?: (input: UserInput, shown: string) => void;
}

function FormFields({
  fields,
  submitLabel,
  cancelLabel,
  onInput,
}: {
  fields: readonly RenderedFormField[];
  submitLabel: string;
  cancelLabel: string;
  onInput: (input: UserInput, shown: string) => void;
}): ReactNode {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.id, field.default ?? ''])),
  );
  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    onInput(
      { type: 'submit', values },
      `${submitLabel}: ${Object.values(values)
        .filter((value) => value !== '')
        .join(', ')}`,
    );
  }
  return (
    <form className={styles.form} onSubmit={submit}>
      {fields.map((field) => (
        <label key={field.id} className={styles.formField}>
          {field.label}
          {field.required ? '' : ' (optional)'}
          {field.options.length > 0 ? (
            <select
              value={values[field.id]}
              onChange={(event) => {
                setValues({ ...values, [field.id]: event.target.value });
              }}
            >
              <option value="">Choose…</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              value={values[field.id]}
              onChange={(event) => {
                setValues({ ...values, [field.id]: event.target.value });
              }}
            />
          )}
          {field.help === undefined ? null : <small>{field.help}</small>}
        </label>
      ))}
      <div className={styles.replies}>
        <button type="submit" className="button button--sm button--primary">
          {submitLabel}
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => {
            onInput({ type: 'cancel' }, cancelLabel);
          }}
        >
          {cancelLabel}
        </button>
      </div>
    </form>
  );
}

/** One message of the bot: text with quick replies, a card or carousel, a file or a form. */
export default function BotMessage({ output, onInput }: BotMessageProps): ReactNode {
  if (output.kind === 'text') {
    return (
      <div className={styles.bot}>
        <p className={styles.text}>{output.text}</p>
        {onInput !== undefined && output.quickReplies.length > 0 && (
          <div role="group" aria-label="Quick replies" className={styles.replies}>
            {output.quickReplies.map((reply) => (
              <button
                key={reply.label}
                type="button"
                className="button button--sm button--outline button--primary"
                onClick={() => {
                  onInput({ type: 'click', label: reply.label, value: reply.value }, reply.label);
                }}
              >
                {reply.label}
              </button>
            ))}
          </div>
        )}
      </div>
    );
  }
  if (output.kind === 'file') {
    return (
      <p className={styles.bot}>
        File: {output.fileName}
        {output.caption === undefined ? '' : ` — ${output.caption}`}
      </p>
    );
  }
  if (output.kind === 'form') {
    return (
      <div className={styles.bot}>
        <p className={styles.text}>{output.title === '' ? 'Form' : output.title}</p>
        {onInput !== undefined && (
          <FormFields
            fields={output.fields}
            submitLabel={output.submitLabel}
            cancelLabel={output.cancelLabel}
            onInput={onInput}
          />
        )}
      </div>
    );
  }
  return (
    <ul
      className={styles.cards}
      aria-label={
        output.layout === 'carousel' ? `Carousel of ${output.cards.length} cards` : 'Card'
      }
    >
      {output.cards.map((card, index) => (
        <li key={`${card.title}-${index}`} className={styles.card}>
          <p className={styles.cardTitle}>{card.title}</p>
          {card.subtitle === undefined ? null : <p className={styles.text}>{card.subtitle}</p>}
          {card.image === undefined ? null : (
            <p className={styles.text}>Image: {card.imageAlt ?? 'no description'}</p>
          )}
          {card.text === undefined ? null : <p className={styles.text}>{card.text}</p>}
          <div className={styles.replies}>
            {card.buttons.map((button) =>
              button.type === 'url' ? (
                <Link key={button.id} className="button button--sm button--link" href={button.url}>
                  {button.label}
                </Link>
              ) : (
                <button
                  key={button.id}
                  type="button"
                  disabled={onInput === undefined}
                  className="button button--sm button--outline button--primary"
                  onClick={() => {
                    onInput?.(
                      {
                        type: 'click',
                        label: button.label,
                        value: button.value ?? '',
                        buttonId: button.id,
                      },
                      button.label,
                    );
                  }}
                >
                  {button.label}
                </button>
              ),
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
