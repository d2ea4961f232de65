/** Why a tool call failed, as a code an agent can branch on. */
export type ToolErrorCode =
  | 'invalid_input'
  | 'unknown_section'
  | 'other_origin'
  | 'not_a_page'
  | 'page_unavailable'
  | 'query_syntax'
  | 'search_unavailable'
  | 'condition_syntax'
  | 'condition_type'
  | 'invalid_state'
  | 'invalid_options'
  | 'invalid_dialog';

export interface ToolError {
  readonly code: ToolErrorCode;
  /** A sentence that says what is wrong and what to send instead. */
  readonly message: string;
  /** Per-item problems (a field's message, a dialog's lines), when there are several. */
  readonly problems?: readonly unknown[];
}

/** What a tool's logic returns: its structured result, or an error for the agent. */
export type ToolOutcome<Result> =
  | { readonly ok: true; readonly result: Result }
  | { readonly ok: false; readonly error: ToolError };

export const succeed = <Result>(result: Result): ToolOutcome<Result> => ({ ok: true, result });

export const fail = (
  code: ToolErrorCode,
  message: string,
  problems?: readonly unknown[],
): ToolOutcome<never> => ({
  ok: false,
  error: { code, message, ...(problems === undefined ? {} : { problems }) },
});

/**
 * The outcome as a WebMCP (MCP) tool result: the structured content, and the same as JSON text for
 * agents that read only text. An error is a result with `isError`, not a thrown exception: the
 * browser reports a thrown error as a bare "invocation failed", without the message.
 */
export function toCallToolResult(outcome: ToolOutcome<unknown>): {
  content: { type: 'text'; text: string }[];
  structuredContent: unknown;
  isError?: true;
} {
  if (outcome.ok) {
    return {
      content: [{ type: 'text', text: JSON.stringify(outcome.result) }],
      structuredContent: outcome.result,
    };
  }
  return {
    content: [{ type: 'text', text: `${outcome.error.code}: ${outcome.error.message}` }],
    structuredContent: { error: outcome.error },
    isError: true,
  };
}
