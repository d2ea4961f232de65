import type { RuntimeCode } from './codes';
import type { ActionKind, Channel, EventName, FormFieldType } from './model';

/** A quick reply or a reply button as the user sees it; tapping it sends `value`. */
export interface QuickReply {
  readonly label: string;
  readonly value: string;
}

export interface RenderedButton {
  readonly id: string;
  readonly label: string;
  readonly type: 'reply' | 'url';
  readonly value?: string;
  readonly url?: string;
}

export interface RenderedCard {
  readonly title: string;
  readonly subtitle?: string;
  readonly text?: string;
  readonly image?: string;
  readonly imageAlt?: string;
  readonly buttons: readonly RenderedButton[];
}

export interface RenderedFormField {
  readonly id: string;
  readonly label: string;
  readonly type: FormFieldType;
  readonly required: boolean;
  readonly options: readonly QuickReply[];
  readonly default?: string;
  readonly help?: string;
}

/** What the bot sends in a turn, in order. */
export type BotOutput =
  | {
      readonly kind: 'text';
      readonly elementId: string;
      readonly text: string;
      readonly quickReplies: readonly QuickReply[];
      readonly speech?: string;
    }
  | {
      readonly kind: 'card';
      readonly elementId: string;
      readonly layout: 'single' | 'carousel';
      readonly cards: readonly RenderedCard[];
    }
  | {
      readonly kind: 'file';
      readonly elementId: string;
      readonly source: string;
      readonly fileName: string;
      readonly caption?: string;
    }
  | {
      readonly kind: 'form';
      readonly elementId: string;
      readonly title: string;
      readonly fields: readonly RenderedFormField[];
      readonly submitLabel: string;
      readonly cancelLabel: string;
    };

/** A line of the Test tab's trace: what ran, which path it took, and any error code. */
export interface TraceEntry {
  readonly elementId?: string;
  readonly message: string;
  readonly code?: RuntimeCode;
}

/** A file the user uploads to a file element in receive mode. */
export interface UploadedFile {
  readonly name: string;
  readonly size: number;
  /** The type the content really has; a renamed file has another type than its extension says. */
  readonly contentType?: string;
}

/** What the user (or the channel) sends. */
export type UserInput =
  | { readonly type: 'text'; readonly text: string }
  /** A quick reply or card button; `buttonId` is set for card buttons. */
  | {
      readonly type: 'click';
      readonly value: string;
      readonly label: string;
      readonly buttonId?: string;
    }
  | { readonly type: 'upload'; readonly files: readonly UploadedFile[] }
  | { readonly type: 'event'; readonly name: EventName }
  /** A form shown as one card, submitted with its answers by field ID, or canceled. */
  | { readonly type: 'submit'; readonly values: Readonly<Record<string, unknown>> }
  | { readonly type: 'cancel' };

export interface TurnResult {
  readonly outputs: readonly BotOutput[];
  readonly trace: readonly TraceEntry[];
  /** The conversation ended in this turn (conversation.end, or a call transferred away). */
  readonly ended: boolean;
}

/** An action call as a mock sees it. */
export interface ActionCall {
  readonly elementId: string;
  /** The element's name as the Designer shows it; conversation tests mock actions by it. */
  readonly name: string;
  readonly kind: ActionKind;
  readonly target: string;
  readonly operation: string;
  readonly inputs: Readonly<Record<string, unknown>>;
}

/** A mocked result: the result fields without `result.`, or an error (`timeout` is CB-1020). */
export type ActionResult =
  { readonly outputs: Readonly<Record<string, unknown>> } | { readonly error: string };

export interface IntentScore {
  readonly intent: string;
  readonly confidence: number;
  /** Entities found in the message, by entity name. */
  readonly entities?: Readonly<Record<string, unknown>>;
}

export interface KnowledgeAnswer {
  readonly answer: string;
  readonly confidence: number;
  readonly citations?: readonly {
    readonly title: string;
    readonly source: string;
    readonly url: string;
  }[];
}

/** The outside world of a conversation: clock, randomness and the mocks of NLU, KM and actions. */
export interface RuntimeServices {
  /** The time of a turn; `system.now`. */
  readonly clock: () => Date;
  /** A number in [0, 1) that picks a message's text or alternative. */
  readonly random: () => number;
  /** The mock of an action; undefined means no mock, which stops the turn with `unmocked action`. */
  readonly action: (call: ActionCall) => ActionResult | undefined;
  /** Scores intents of the linked NLU project; undefined means no NLU project is linked. */
  readonly nlu?: (text: string) => readonly IntentScore[];
  /** Answers from linked KM projects before the Fallback skill; undefined means none is linked. */
  readonly knowledge?: (text: string) => KnowledgeAnswer | undefined;
  /** Project environment variables, read by `{{ env.NAME }}`. */
  readonly env?: Readonly<Record<string, string>>;
}

export interface ConversationSettings {
  readonly channel: Channel;
  readonly locale: string;
  readonly userId: string;
}

/** The turn cannot go on because an action the conversation reached has no mock. */
export class UnmockedActionError extends Error {
  constructor(readonly actionName: string) {
    super(`unmocked action "${actionName}"`);
    this.name = 'UnmockedActionError';
  }
}

/** A dialog that runs elements without end in one turn. */
export class DialogLoopError extends Error {
  constructor(
    readonly elementId: string,
    limit: number,
  ) {
    super(
      `The dialog ran ${limit} elements in one turn without waiting for the user; it loops at ${elementId}`,
    );
    this.name = 'DialogLoopError';
  }
}
