import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { useMDXComponents } from '@mdx-js/react';
import {
  buildSnippet,
  contrastWithWhite,
  cspText,
  emptyInput,
  fieldLabels,
  validateSnippetInput,
  type SnippetField,
  type SnippetInput,
} from '../../logic/webchatSnippet';
import { environments, positions, themeModes } from '../../logic/webchatOptions';
import styles from './styles.module.css';

type TextField = 'projectId' | 'host' | 'locale' | 'title' | 'primaryColor' | 'fontFamily';
type ChoiceField = 'environment' | 'theme' | 'position';

const placeholders: Readonly<Record<TextField, string>> = {
  projectId: 'prj_7f3k2m9q',
  host: 'https://bots.example.com',
  locale: 'en',
  title: 'Project display name',
  primaryColor: '#1f5fbf',
  fontFamily: 'Inter, system-ui, sans-serif',
};

const choices: Readonly<Record<ChoiceField, readonly string[]>> = {
  environment: environments,
  theme: themeModes,
  position: positions,
};

interface CodeProps {
  readonly className: string;
  readonly title: string;
  readonly children: string;
}

/** The form of the snippet builder; loaded lazily by WebchatSnippetBuilder. */
export default function Builder(): ReactNode {
  // The page's own code block (with its copy button), taken from MDX rather than imported: an
  // import of @theme/CodeBlock here makes the bundler split it out of the chunk every page loads.
  const CodeBlock = useMDXComponents().code as ComponentType<CodeProps>;
  const id = useId();
  const [input, setInput] = useState<SnippetInput>(emptyInput);
  const [touched, setTouched] = useState<ReadonlySet<SnippetField>>(new Set());
  const problems = validateSnippetInput(input);
  const result = buildSnippet(input);

  function update(field: SnippetField, value: string | boolean): void {
    setInput((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
  }

  function markTouched(field: SnippetField): void {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }

  function textField(field: TextField, hint?: string): ReactNode {
    const problem = touched.has(field) ? problems[field] : undefined;
    const color =
      field === 'primaryColor' && problem === undefined ? input.primaryColor.trim() : '';
    const lowContrast = color !== '' && contrastWithWhite(color) < 4.5;
    const described = [
      problem && `${id}-${field}-problem`,
      (hint ?? lowContrast) && `${id}-${field}-hint`,
    ]
      .filter(Boolean)
      .join(' ');
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${field}`}>{fieldLabels[field]}</label>
        <input
          id={`${id}-${field}`}
          type="text"
          value={input[field]}
          placeholder={placeholders[field]}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          inputMode={field === 'host' ? 'url' : undefined}
          aria-invalid={problem !== undefined}
          aria-describedby={described || undefined}
          onChange={(event) => {
            update(field, event.target.value);
          }}
          onBlur={() => {
            markTouched(field);
          }}
        />
        {problem && (
          <p id={`${id}-${field}-problem`} className={styles.problem}>
            {problem}
          </p>
        )}
        {(hint ?? lowContrast) && (
          <p id={`${id}-${field}-hint`} className={styles.hint}>
            {lowContrast
              ? `White text on this colour has a contrast of ${contrastWithWhite(color).toFixed(1)}:1; pick a darker colour for at least 4.5:1.`
              : hint}
          </p>
        )}
      </div>
    );
  }

  function choiceField(field: ChoiceField): ReactNode {
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${field}`}>{fieldLabels[field]}</label>
        <select
          id={`${id}-${field}`}
          value={input[field]}
          onChange={(event) => {
            update(field, event.target.value);
          }}
        >
          {choices[field].map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </div>
    );
  }

  return (
    <div className={styles.form} role="group" aria-label="Snippet builder">
      <div className={styles.fields}>
        {textField('projectId', 'In the project settings, for example prj_7f3k2m9q.')}
        {textField('host', 'https:// and the host name, with no trailing slash.')}
        {choiceField('environment')}
        {textField('locale', "Leave empty to use the project's default locale.")}
        {choiceField('theme')}
        {choiceField('position')}
        {textField('title', 'Leave empty to show the project name.')}
        {textField('primaryColor')}
        {textField('fontFamily')}
        <div className={`${styles.field} ${styles.checkbox}`}>
          <input
            id={`${id}-startOpen`}
            type="checkbox"
            checked={input.startOpen}
            onChange={(event) => {
              update('startOpen', event.target.checked);
            }}
          />
          <label htmlFor={`${id}-startOpen`}>{fieldLabels.startOpen}</label>
        </div>
      </div>
      <p role="status" className={styles.status}>
        {result.ok
          ? 'Your snippet is ready: paste it just before the closing </body> tag.'
          : `The snippet needs a valid ${result.missing.join(', ')}.`}
      </p>
      {result.ok && (
        <>
          <CodeBlock className="language-html" title="Snippet">
            {result.code}
          </CodeBlock>
          <CodeBlock className="language-text" title="Content-Security-Policy directives">
            {cspText(result.csp)}
          </CodeBlock>
        </>
      )}
    </div>
  );
}
