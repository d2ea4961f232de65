import { described, type JsonSchema } from './jsonSchema';

/**
 * The words and name rules of the `cognibot.dialog/v1` format, as the Dialog elements, State and
 * Skills pages define them. The element schemas and the checks beyond the schema share them.
 */

/** The nine element types, in the order of the Dialog elements page. */
export const elementTypes = [
  'message',
  'input',
  'form',
  'card',
  'file',
  'branch',
  'action',
  'set_state',
  'group',
] as const;
export type ElementType = (typeof elementTypes)[number];

/** The channels a skill and a conversation test can name (`system.channel`). */
export const channels = ['msteams', 'whatsapp', 'telephony', 'webchat'] as const;

/** The events the runtime raises, which event triggers and test steps name. */
export const events = [
  'conversation.start',
  'conversation.end',
  'user.idle',
  'notification.reply',
] as const;

/** The value of `schema` in every dialog file of this format version. */
export const dialogFormatVersion = 'cognibot.dialog/v1';

/** The target of an End node; no element may take it as its ID. */
export const endTarget = 'end';

/** Element IDs: lowercase letters, digits and underscores, up to 64 characters, never `end`. */
export const elementIdPattern = '^(?!end$)[a-z0-9_]{1,64}$';
/** Dialog IDs: lowercase letters, digits and underscores. */
export const dialogIdPattern = '^[a-z0-9_]+$';
/** Names of group exits, form fields and card buttons: letters, digits and underscores. */
export const namePattern = '^[A-Za-z0-9_]+$';

/**
 * A target: an element ID, `end`, `dialog:<id>` for a Go to dialog node, or `exit:<name>` inside
 * a group.
 */
export const targetPattern = '^(end|dialog:[a-z0-9_]+|exit:[A-Za-z0-9_]+|[a-z0-9_]{1,64})$';

const variableName = '[A-Za-z][A-Za-z0-9_]*';
/**
 * A variable that dialogs may write: any scope but the read-only `system`, and not the identity
 * values the channel fills (`user.name`, `user.email`, `user.phone`).
 */
export const writableVariablePattern = `^(?!user\\.(name|email|phone)$)(conversation|user|skill|project)\\.${variableName}$`;
/** A variable that dialogs may read: every scope. */
export const readableVariablePattern = `^(conversation|user|skill|project|system)\\.${variableName}$`;
/** A variable a conversation test may preset: `user`, `conversation` and `project` scopes only. */
export const presetVariablePattern = `^(conversation|user|project)\\.${variableName}$`;
/** A variable a conversation test may check: every scope. */
export const checkedVariablePattern = readableVariablePattern;

/**
 * A string with a name rule, and the sentence editors show when it is broken instead of the regular
 * expression (`patternErrorMessage`, read by yaml-language-server and VS Code's JSON support).
 */
export function patterned(pattern: string, patternErrorMessage: string): JsonSchema {
  return { type: 'string', pattern, patternErrorMessage };
}

export const elementIdString = patterned(
  elementIdPattern,
  'An element ID has lowercase letters, digits and underscores, up to 64 characters, and is not `end`.',
);
export const dialogIdString = patterned(
  dialogIdPattern,
  'A dialog ID has lowercase letters, digits and underscores.',
);
export const nameString = patterned(namePattern, 'Use letters, digits and underscores.');
export const readableVariableString = patterned(
  readableVariablePattern,
  'A variable is written `scope.name`, with the scope conversation, user, skill, project or system.',
);
export const writableVariableString = patterned(
  writableVariablePattern,
  'Write to a `conversation`, `user`, `skill` or `project` variable as `scope.name`; `system` and the identity values `user.name`, `user.email` and `user.phone` are read-only.',
);

export const targetSchema: JsonSchema = described(
  patterned(targetPattern, 'A target is an element ID, `end`, `dialog:<id>` or `exit:<name>`.'),
  'Where a path leads: the ID of an element in the same dialog (inside a group: the same group), `end` for an End node, `dialog:<id>` for a Go to dialog node, or `exit:<name>` to leave the enclosing group.',
  ['ask_account', 'end', 'dialog:report_loss', 'exit:verified'],
);

export const writableVariableSchema: JsonSchema = described(
  writableVariableString,
  'A declared state variable as `scope.name`, in the `conversation`, `user`, `skill` or writable `project` scope. `system` and the identity values `user.name`, `user.email` and `user.phone` are read-only.',
  ['conversation.accountName', 'skill.confirmed', 'user.lastTicketId'],
);

/** `{{ … }}` templates with an optional `??` fallback fill these text fields. */
export function templateText(description: string, examples: readonly string[], maxLength?: number) {
  return described(
    { type: 'string', ...(maxLength === undefined ? {} : { maxLength }) },
    `${description} Accepts templates such as \`{{ user.name ?? "there" }}\`.`,
    examples,
  );
}
