import {
  buildSnippet,
  cspText,
  emptyInput,
  fieldLabels,
  validateSnippetInput,
  type SnippetField,
  type SnippetInput,
} from '../../playgrounds/webchatSnippetApi';
import { fail, succeed, type ToolOutcome } from './toolOutcome';

export interface SnippetResult {
  /** The script tags to paste before `</body>`. */
  readonly code: string;
  /** The Content-Security-Policy directives the widget needs, one per line. */
  readonly csp: string;
  /** Every option as the builder used it, the defaults filled in. */
  readonly options: SnippetInput;
}

/**
 * build_webchat_snippet: the web chat page's snippet builder. Options left out take the builder's
 * defaults; each invalid option is reported with the builder's own message.
 */
export function buildWebchatSnippet(options: Partial<SnippetInput>): ToolOutcome<SnippetResult> {
  const input: SnippetInput = { ...emptyInput, ...options };
  const problems = validateSnippetInput(input);
  const fields = Object.keys(problems) as SnippetField[];
  if (fields.length > 0) {
    return fail(
      'invalid_options',
      fields.map((field) => `${field} (${fieldLabels[field]}): ${problems[field] ?? ''}`).join(' '),
      fields.map((field) => ({ option: field, message: problems[field] })),
    );
  }
  const built = buildSnippet(input);
  if (!built.ok) {
    return fail('invalid_options', `Fix these options: ${built.missing.join(', ')}.`);
  }
  return succeed({ code: built.code, csp: cspText(built.csp), options: input });
}
