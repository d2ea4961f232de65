import type { ElementContext } from '../context';
import type { QuickReply, UserInput } from '../io';
import { runtimeDefaults } from '../limits';
import type { Expect, FormElement, FormField } from '../model';
import { DateValue, type Value } from '../values';
import { formatForText } from '../templates';
import { checkRange, findChoice, parseAnswer, type Parsed } from './answers';
import { go, type ElementHandler, type FormProgress, type Step, type WaitState } from './handler';
import { answerText } from './input';
import { sendText } from './message';

const skipLabel = 'Skip';
const yesNo: readonly QuickReply[] = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
];

/**
 * WhatsApp and telephony cannot show a form card, so a form asks step by step there whatever its
 * mode; `card` is accepted as another name for `auto`.
 */
function stepwise(element: FormElement, context: ElementContext): boolean {
  if (element.mode === 'stepwise') return true;
  return context.settings.channel === 'whatsapp' || context.settings.channel === 'telephony';
}

const isRequired = (field: FormField): boolean => field.required !== false;
const options = (field: FormField): QuickReply[] =>
  (field.options ?? []).map((option) => ({
    label: option.label,
    value: option.value ?? option.label,
  }));

/** Reads one field's answer by its type; a multiChoice answer lists options separated by commas. */
function parseField(field: FormField, raw: string, context: ElementContext): Parsed {
  const type = field.type ?? 'text';
  if (type === 'multiChoice') {
    const picked = raw.split(',').map((part) => findChoice(field.options ?? [], part.trim()));
    if (picked.some((choice) => choice === undefined))
      return { ok: false, reason: 'not one of the options' };
    return { ok: true, value: picked.map((choice) => choice?.value ?? choice?.label ?? '') };
  }
  const expect: Expect =
    type === 'longText'
      ? 'text'
      : type === 'text' && field.pattern !== undefined
        ? 'pattern'
        : type;
  const parsed = parseAnswer(
    {
      expect,
      choices: field.options ?? [],
      ...(field.pattern === undefined ? {} : { pattern: field.pattern }),
    },
    raw,
    context,
  );
  if (!parsed.ok) return parsed;
  const problem = checkRange(parsed.value, field.min, field.max, field.id, context);
  return problem === undefined ? parsed : { ok: false, reason: problem };
}

function askField(
  element: FormElement,
  progress: FormProgress,
  context: ElementContext,
  retry: boolean,
): void {
  const field = element.fields[progress.fieldIndex];
  if (field === undefined) return;
  const fallback =
    field.default === undefined ? undefined : context.text(field.default, element.id);
  const replies = [
    ...options(field),
    ...(field.type === 'boolean' ? yesNo : []),
    ...(fallback !== undefined && fallback !== '' ? [{ label: fallback, value: fallback }] : []),
    ...(isRequired(field) ? [] : [{ label: skipLabel, value: skipLabel }]),
  ];
  const prefix = retry ? `Sorry, I didn't get that. ${field.help ?? ''} `.replace(/\s+$/, ' ') : '';
  sendText(`${prefix}${field.label}`, element.id, context, replies);
}

/** An answer as the confirmation lists it: quoted, a date in the locale's short form as templates show it. */
function confirmedAnswer(answer: Value | undefined, context: ElementContext): string {
  return JSON.stringify(
    answer instanceof DateValue ? formatForText(answer, context.settings.locale) : answer,
  );
}

function askConfirmation(
  element: FormElement,
  progress: FormProgress,
  context: ElementContext,
): void {
  const lines = element.fields
    .filter((field) => progress.answers.has(field.id))
    .map((field) => `${field.label} ${confirmedAnswer(progress.answers.get(field.id), context)}`);
  sendText(`Please confirm:\n${lines.join('\n')}`, element.id, context, yesNo);
}

/** Writes every answered field at once and takes `submitted`. */
function submit(element: FormElement, progress: FormProgress, context: ElementContext): Step {
  for (const field of element.fields) {
    const value = progress.answers.get(field.id);
    if (value !== undefined) context.write(field.variable, value, element.id);
  }
  context.log({
    elementId: element.id,
    message: `${progress.answers.size} answers written; submitted`,
  });
  return go(element.paths.submitted);
}

/** Moves to the next field, the confirmation or the submission. */
function advance(
  element: FormElement,
  wait: WaitState,
  progress: FormProgress,
  context: ElementContext,
): Step {
  progress.fieldIndex += 1;
  wait.retriesUsed = 0;
  if (progress.fieldIndex < element.fields.length) {
    askField(element, progress, context, false);
    return { kind: 'wait', wait };
  }
  if (element.confirm !== true) return submit(element, progress, context);
  progress.confirming = true;
  askConfirmation(element, progress, context);
  return { kind: 'wait', wait };
}

function showCard(element: FormElement, context: ElementContext): void {
  context.emit({
    kind: 'form',
    elementId: element.id,
    title: context.text(element.title ?? '', element.id) ?? '',
    fields: element.fields.map((field) => ({
      id: field.id,
      label: context.text(field.label, element.id) ?? field.label,
      type: field.type ?? 'text',
      required: isRequired(field),
      options: options(field),
      ...(field.default === undefined
        ? {}
        : { default: context.text(field.default, element.id) ?? '' }),
      ...(field.help === undefined ? {} : { help: field.help }),
    })),
    submitLabel: element.submitLabel ?? 'Submit',
    cancelLabel: element.cancelLabel ?? 'Cancel',
  });
}

/** Checks a card-mode submission; wrong fields keep the form open with their help text. */
function submitCard(
  element: FormElement,
  wait: WaitState,
  values: Readonly<Record<string, unknown>>,
  context: ElementContext,
): Step {
  const progress = wait.form ?? {
    fieldIndex: 0,
    answers: new Map<string, Value>(),
    confirming: false,
  };
  const wrong: string[] = [];
  for (const field of element.fields) {
    const raw = values[field.id];
    const text = Array.isArray(raw)
      ? raw.join(', ')
      : typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean'
        ? String(raw)
        : '';
    if (text.trim() === '') {
      if (isRequired(field)) wrong.push(`${field.label} ${field.help ?? 'is required'}`);
      continue;
    }
    const parsed = parseField(field, text, context);
    if (parsed.ok) progress.answers.set(field.id, parsed.value);
    else wrong.push(`${field.label} ${field.help ?? parsed.reason}`);
  }
  if (wrong.length > 0) {
    sendText(`Please correct: ${wrong.join('; ')}`, element.id, context);
    progress.answers.clear();
    return { kind: 'wait', wait };
  }
  progress.fieldIndex = element.fields.length - 1;
  wait.form = progress;
  return advance(element, wait, progress, context);
}

/** The Cancel button, or a message that equals the form's cancel label (case and spaces ignored). */
export function canceled(element: FormElement, input: UserInput): boolean {
  if (input.type === 'cancel') return true;
  const text = answerText(input)?.trim().toLowerCase();
  return text !== undefined && text === (element.cancelLabel ?? 'Cancel').toLowerCase();
}

/** Collects several answers as one card or question by question, and writes them together. */
export const formHandler: ElementHandler<FormElement> = {
  run(element, context) {
    if (element.intro !== undefined) sendText(element.intro, element.id, context);
    const wait: WaitState = {
      elementId: element.id,
      retriesUsed: 0,
      form: { fieldIndex: 0, answers: new Map(), confirming: false },
    };
    if (stepwise(element, context)) askField(element, wait.form as FormProgress, context, false);
    else showCard(element, context);
    return { kind: 'wait', wait };
  },
  answer(element, wait, input, context) {
    const progress = wait.form;
    if (progress === undefined) return undefined;
    if (canceled(element, input)) return go(element.paths.canceled);
    if (input.type === 'submit') return submitCard(element, wait, input.values, context);
    const text = answerText(input);
    if (text === undefined) return undefined;
    if (progress.confirming) {
      const parsed = parseAnswer({ expect: 'boolean' }, text, context);
      if (!parsed.ok) return undefined;
      return parsed.value === true
        ? submit(element, progress, context)
        : go(element.paths.canceled);
    }
    const field = element.fields[progress.fieldIndex];
    if (field === undefined || !stepwise(element, context)) return undefined;
    if (!isRequired(field) && text.trim().toLowerCase() === skipLabel.toLowerCase())
      return advance(element, wait, progress, context);
    const parsed = parseField(field, text, context);
    if (!parsed.ok) return undefined;
    progress.answers.set(field.id, parsed.value);
    return advance(element, wait, progress, context);
  },
  reject(element, wait, _input, context) {
    const progress = wait.form;
    if (progress === undefined || !stepwise(element, context)) {
      if (progress !== undefined && !progress.confirming) showCard(element, context);
      else if (progress !== undefined) askConfirmation(element, progress, context);
      return { kind: 'wait', wait };
    }
    if (progress.confirming) {
      askConfirmation(element, progress, context);
      return { kind: 'wait', wait };
    }
    if (wait.retriesUsed >= (element.retries ?? runtimeDefaults.formRetries)) {
      const field = element.fields[progress.fieldIndex];
      if (field !== undefined && !isRequired(field))
        return advance(element, wait, progress, context);
      context.log({
        elementId: element.id,
        message: 'No retries left for a required field; canceled',
      });
      return go(element.paths.canceled);
    }
    wait.retriesUsed += 1;
    askField(element, progress, context, true);
    return { kind: 'wait', wait };
  },
  ask(element, wait, context) {
    const progress = wait.form;
    if (progress?.confirming === true) askConfirmation(element, progress, context);
    else if (progress !== undefined && stepwise(element, context))
      askField(element, progress, context, false);
    else showCard(element, context);
  },
};
