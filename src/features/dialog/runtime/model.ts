import { elementTypes as schemaElementTypes } from '../schema/vocabulary';

/**
 * The `cognibot.dialog/v1` format as the runtime reads it, and the skills around it. The loader
 * checks what the runtime depends on; the published JSON Schema checks the rest.
 */

export type Scope = 'conversation' | 'user' | 'skill' | 'project' | 'system';
export const scopes: readonly Scope[] = ['conversation', 'user', 'skill', 'project', 'system'];

export type VariableType = 'string' | 'number' | 'boolean' | 'date' | 'list' | 'object';

/** A variable as the Variables tab declares it. */
export interface VariableDeclaration {
  readonly type?: VariableType;
  /** Read until the first write; YAML/JSON value of the declared type. */
  readonly default?: unknown;
  /** `project` scope only: set_state may change it. */
  readonly writable?: boolean;
}

export interface Choice {
  readonly label: string;
  readonly value?: string;
}

interface CommonKeys {
  readonly id: string;
  readonly name?: string;
  readonly description?: string;
  readonly notes?: string;
  readonly escalation?: boolean;
}

export interface MessageElement extends CommonKeys {
  readonly type: 'message';
  readonly text: string;
  readonly alternatives?: readonly string[];
  readonly format?: 'markdown' | 'plain';
  readonly quickReplies?: readonly Choice[];
  readonly delay?: number;
  readonly speech?: string;
  readonly next: string;
}

export type Expect =
  'text' | 'number' | 'date' | 'email' | 'boolean' | 'choice' | 'entity' | 'pattern';

export interface InputElement extends CommonKeys {
  readonly type: 'input';
  readonly prompt: string;
  readonly variable: string;
  readonly expect?: Expect;
  readonly choices?: readonly Choice[];
  readonly entity?: string;
  readonly pattern?: string;
  readonly min?: number | string;
  readonly max?: number | string;
  readonly validation?: string;
  readonly retries?: number;
  readonly retryPrompt?: string;
  readonly quickReplies?: readonly Choice[];
  readonly skipIfSet?: boolean;
  readonly sensitive?: boolean;
  readonly paths: { readonly valid: string; readonly invalid: string };
}

export type FormFieldType =
  'text' | 'longText' | 'number' | 'date' | 'email' | 'choice' | 'multiChoice' | 'boolean';

export interface FormField {
  readonly id: string;
  readonly label: string;
  readonly type?: FormFieldType;
  readonly variable: string;
  readonly required?: boolean;
  readonly options?: readonly Choice[];
  readonly default?: string;
  readonly min?: number | string;
  readonly max?: number | string;
  readonly pattern?: string;
  readonly help?: string;
}

export interface FormElement extends CommonKeys {
  readonly type: 'form';
  readonly title?: string;
  readonly intro?: string;
  readonly fields: readonly FormField[];
  readonly mode?: 'auto' | 'card' | 'stepwise';
  readonly submitLabel?: string;
  readonly cancelLabel?: string;
  readonly confirm?: boolean;
  readonly retries?: number;
  readonly paths: { readonly submitted: string; readonly canceled: string };
}

export interface CardButton {
  readonly id: string;
  readonly label: string;
  readonly type?: 'reply' | 'url';
  readonly value?: string;
  readonly url?: string;
}

export interface CardDesign {
  readonly title: string;
  readonly subtitle?: string;
  readonly text?: string;
  readonly image?: string;
  readonly imageAlt?: string;
  readonly buttons?: readonly CardButton[];
}

export interface CardElement extends CommonKeys {
  readonly type: 'card';
  readonly layout?: 'single' | 'carousel';
  readonly cards: readonly CardDesign[];
  readonly forEach?: string;
  readonly variable?: string;
  readonly paths?: Readonly<Record<string, string>>;
  readonly next?: string;
}

export interface FileElement extends CommonKeys {
  readonly type: 'file';
  readonly mode?: 'send' | 'receive';
  readonly source?: string;
  readonly fileName?: string;
  readonly caption?: string;
  readonly prompt?: string;
  readonly variable?: string;
  readonly allowedTypes?: readonly string[];
  readonly maxSizeMb?: number;
  readonly maxFiles?: number;
  readonly optional?: boolean;
  readonly retries?: number;
  readonly retryPrompt?: string;
  readonly paths?: Readonly<Record<string, string>>;
  readonly next?: string;
}

export interface BranchCondition {
  readonly label?: string;
  readonly when: string;
  readonly next: string;
}

export interface BranchElement extends CommonKeys {
  readonly type: 'branch';
  readonly conditions: readonly BranchCondition[];
  readonly default: string;
}

export type ActionKind = 'connection' | 'extension' | 'knowledge';

export interface ActionElement extends CommonKeys {
  readonly type: 'action';
  readonly kind?: ActionKind;
  readonly connection?: string;
  readonly extension?: string;
  readonly version?: string;
  readonly operation: string;
  readonly inputs?: Readonly<Record<string, unknown>>;
  readonly outputs?: Readonly<Record<string, string>>;
  readonly timeout?: number;
  readonly retries?: number;
  readonly waitMessage?: string;
  readonly errorVariable?: string;
  readonly paths: { readonly success: string; readonly error: string };
}

export type AssignmentOperation = 'set' | 'clear' | 'increment' | 'append' | 'remove';

export interface Assignment {
  readonly variable: string;
  readonly operation?: AssignmentOperation;
  readonly kind?: 'literal' | 'template' | 'expression';
  readonly value?: unknown;
  readonly by?: number;
}

export interface SetStateElement extends CommonKeys {
  readonly type: 'set_state';
  readonly assignments: readonly Assignment[];
  readonly next: string;
}

export interface GroupElement extends CommonKeys {
  readonly type: 'group';
  readonly elements: readonly DialogElement[];
  readonly start?: string;
  readonly exits?: readonly string[];
  readonly collapsed?: boolean;
  readonly paths: Readonly<Record<string, string>>;
}

export type DialogElement =
  | MessageElement
  | InputElement
  | FormElement
  | CardElement
  | FileElement
  | BranchElement
  | ActionElement
  | SetStateElement
  | GroupElement;

export type ElementType = DialogElement['type'];

// One list of element types for the feature: the schema's vocabulary, checked here against the
// runtime's element union.
export const elementTypes: readonly ElementType[] = schemaElementTypes;

export interface Dialog {
  readonly schema: 'cognibot.dialog/v1';
  readonly id: string;
  readonly name: string;
  readonly start: string;
  readonly elements: readonly DialogElement[];
}

export type Channel = 'msteams' | 'whatsapp' | 'telephony' | 'webchat';
export const channels: readonly Channel[] = ['msteams', 'whatsapp', 'telephony', 'webchat'];

export type EventName =
  'conversation.start' | 'conversation.end' | 'user.idle' | 'notification.reply';

/** Keys every trigger may have: a disabled trigger, or one narrowed to other channels, is ignored. */
export interface TriggerScope {
  readonly enabled?: boolean;
  readonly channels?: readonly Channel[];
}

export type Trigger = TriggerScope &
  (
    | {
        readonly type: 'intent';
        readonly intent: string;
        readonly minConfidence?: number;
        readonly entityMapping?: Readonly<Record<string, string>>;
        readonly dialog?: string;
      }
    | {
        readonly type: 'keyword';
        readonly keywords: readonly string[];
        readonly match?: 'contains' | 'wholeMessage';
        readonly dialog?: string;
      }
    | { readonly type: 'event'; readonly event: EventName; readonly dialog?: string }
  );

/** A skill as `skill.yaml` describes it, with its dialogs. */
export interface Skill {
  readonly id: string;
  readonly name: string;
  readonly suggestionLabel?: string;
  readonly enabled?: boolean;
  readonly startDialog?: string;
  readonly interruptible?: boolean;
  readonly resumeAfterInterruption?: boolean;
  readonly endsOtherSkills?: boolean;
  readonly channels?: readonly Channel[];
  readonly triggers: readonly Trigger[];
  readonly dialogs: readonly Dialog[];
}

/** The skill ID of the built-in Fallback skill. */
export const fallbackSkillId = 'skl_fallback';
