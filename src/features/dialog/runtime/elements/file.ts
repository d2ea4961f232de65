import type { ElementContext } from '../context';
import type { UploadedFile } from '../io';
import { runtimeDefaults, runtimeLimits } from '../limits';
import type { FileElement } from '../model';
import { DateValue, type Value } from '../values';
import { go, type ElementHandler, type Step } from './handler';
import { answerText } from './input';
import { sendText } from './message';

const defaultTypes = ['pdf', 'png', 'jpg', 'docx', 'xlsx', 'txt'];
const contentTypes: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  txt: 'text/plain',
  csv: 'text/csv',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
const skipLabel = 'Skip';

function extensionOf(name: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return extension === 'jpeg' ? 'jpg' : extension;
}

/** Why an upload is refused, or undefined when every file passes the type and size checks. */
function refusal(element: FileElement, files: readonly UploadedFile[]): string | undefined {
  const allowed = (element.allowedTypes ?? defaultTypes).map((type) =>
    type === 'jpeg' ? 'jpg' : type,
  );
  const maxMb = Math.min(element.maxSizeMb ?? runtimeLimits.fileSizeMb, runtimeLimits.fileSizeMb);
  if (files.length === 0 || files.length > (element.maxFiles ?? 1))
    return `send 1 to ${element.maxFiles ?? 1} files`;
  for (const file of files) {
    const extension = extensionOf(file.name);
    if (!allowed.includes(extension)) return `${file.name} is not one of ${allowed.join(', ')}`;
    if (file.contentType !== undefined && file.contentType !== contentTypes[extension]) {
      return `the content of ${file.name} does not match its extension`;
    }
    if (file.size > maxMb * 1024 * 1024) return `${file.name} is larger than ${maxMb} MB`;
  }
  return undefined;
}

function fileObject(file: UploadedFile, index: number, context: ElementContext): Value {
  const now = context.state.system.now;
  const id = ((now.time + index) % 36 ** 8).toString(36).padStart(8, '0');
  const contentType =
    file.contentType ?? contentTypes[extensionOf(file.name)] ?? 'application/octet-stream';
  return {
    fileId: `fil_${id}`,
    name: file.name,
    contentType,
    size: file.size,
    uploadedAt: new DateValue(now.time),
  };
}

function ask(element: FileElement, context: ElementContext, retry: boolean): void {
  const types = (element.allowedTypes ?? defaultTypes).join(', ');
  const maxMb = element.maxSizeMb ?? runtimeLimits.fileSizeMb;
  const retryText =
    element.retryPrompt ?? `Please send a file of type ${types}, up to ${maxMb} MB.`;
  const replies = element.optional === true ? [{ label: skipLabel, value: skipLabel }] : [];
  sendText(retry ? retryText : (element.prompt ?? ''), element.id, context, replies);
}

function send(element: FileElement, context: ElementContext): Step {
  const source = context.text(element.source ?? '', element.id);
  if (context.settings.channel === 'telephony' || source === undefined || source === '') {
    context.log({
      elementId: element.id,
      message: 'The file could not be sent on this channel or has no source; next',
    });
    return go(element.next ?? 'end');
  }
  const fileName =
    context.text(element.fileName ?? '', element.id) || (source.split('/').pop() ?? source);
  const caption =
    element.caption === undefined ? undefined : context.text(element.caption, element.id);
  context.emit({
    kind: 'file',
    elementId: element.id,
    source,
    fileName,
    ...(caption === undefined ? {} : { caption }),
  });
  return go(element.next ?? 'end');
}

/** Sends a file, or asks for an upload and stores the file object (a list for several files). */
export const fileHandler: ElementHandler<FileElement> = {
  run(element, context) {
    if (element.mode !== 'receive') return send(element, context);
    if (context.settings.channel === 'telephony') {
      context.log({ elementId: element.id, message: 'Telephony cannot receive files; invalid' });
      return go(element.paths?.invalid ?? 'end');
    }
    ask(element, context, false);
    return { kind: 'wait', wait: { elementId: element.id, retriesUsed: 0 } };
  },
  answer(element, _wait, input, context) {
    if (
      element.optional === true &&
      answerText(input)?.trim().toLowerCase() === skipLabel.toLowerCase()
    ) {
      return go(element.paths?.skipped ?? 'end');
    }
    if (input.type !== 'upload') return undefined;
    const problem = refusal(element, input.files);
    if (problem !== undefined) {
      context.log({ elementId: element.id, message: `Upload refused: ${problem}` });
      return undefined;
    }
    const objects = input.files.map((file, index) => fileObject(file, index, context));
    const value = (element.maxFiles ?? 1) > 1 ? objects : (objects[0] ?? null);
    if (!context.write(element.variable ?? '', value, element.id)) return undefined;
    return go(element.paths?.received ?? 'end');
  },
  reject(element, wait, _input, context) {
    if (wait.retriesUsed >= (element.retries ?? runtimeDefaults.fileRetries))
      return go(element.paths?.invalid ?? 'end');
    wait.retriesUsed += 1;
    ask(element, context, true);
    return { kind: 'wait', wait };
  },
  ask(element, _wait, context) {
    ask(element, context, false);
  },
};
