import { validatedFormats, type ValidatedFormat } from './validateYaml';

/**
 * What a YAML code fence on a docs page holds, so that its check knows which schema applies.
 *
 * 1. An explicit marker in the fence meta wins: `format="<name>"`. The names of `validatedFormats`
 *    select a schema; any other name (`format="helm-values"`, `format="gitlab-ci"`) declares a
 *    format that is not CogniBot's, which is not validated.
 * 2. Otherwise the `title`, when it is a path inside a CogniBot package, decides, as it would for
 *    the CLI: `skills/<skill>/dialogs/<id>.yaml` is a dialog file (or, when the block holds only
 *    `elements`, a fragment of one, or a single element), `skills/<skill>/skill.yaml` a skill file,
 *    `tests/<name>.yaml` a conversation test.
 * 3. Otherwise the content decides: `schema:` makes a dialog file, a lone `elements:` a fragment,
 *    `type:` an element, `steps:` a conversation test.
 * A block that none of these classify is an error, so that no dialog example goes unchecked.
 */
export type FenceFormat =
  | { readonly kind: 'validated'; readonly format: ValidatedFormat }
  | { readonly kind: 'other'; readonly format: string }
  | { readonly kind: 'unknown' };

const formatMarker = /(?:^|\s)format="([^"]*)"/;
const titleMarker = /(?:^|\s)title="([^"]*)"/;

/** The `format="…"` marker of a fence meta string, if any. */
export function formatMarkerOf(meta: string | null | undefined): string | undefined {
  return formatMarker.exec(meta ?? '')?.[1];
}

function isValidatedFormat(name: string): name is ValidatedFormat {
  return (validatedFormats as readonly string[]).includes(name);
}

function topLevelKeys(value: unknown): string[] {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.keys(value)
    : [];
}

/** Dialog file, fragment or element: told apart by the keys at the top of the block. */
function dialogFileFormat(keys: readonly string[]): ValidatedFormat {
  if (keys.length === 1 && keys[0] === 'elements') return 'dialog-elements';
  if (keys.includes('type') && !keys.includes('schema')) return 'dialog-element';
  return 'dialog';
}

function formatFromTitle(title: string, keys: readonly string[]): ValidatedFormat | undefined {
  if (/^skills\/[^/]+\/dialogs\/[^/]+\.ya?ml$/.test(title)) return dialogFileFormat(keys);
  if (/^skills\/[^/]+\/skill\.ya?ml$/.test(title)) return 'skill';
  if (/^tests\/[^/]+\.ya?ml$/.test(title)) return 'conversation-test';
  return undefined;
}

function formatFromContent(keys: readonly string[]): ValidatedFormat | undefined {
  if (keys.includes('schema') || (keys.length === 1 && keys[0] === 'elements')) {
    return dialogFileFormat(keys);
  }
  if (keys.includes('type') && keys.includes('id')) return 'dialog-element';
  if (keys.includes('steps')) return 'conversation-test';
  return undefined;
}

/**
 * The format of a YAML fence from its meta string and its parsed value (undefined when the YAML
 * does not parse: then only the marker or the title can tell).
 */
export function fenceFormat(meta: string | null | undefined, value: unknown): FenceFormat {
  const marker = formatMarkerOf(meta);
  if (marker !== undefined) {
    return isValidatedFormat(marker)
      ? { kind: 'validated', format: marker }
      : { kind: 'other', format: marker };
  }
  const keys = topLevelKeys(value);
  const title = titleMarker.exec(meta ?? '')?.[1];
  const format =
    (title === undefined ? undefined : formatFromTitle(title, keys)) ?? formatFromContent(keys);
  return format === undefined ? { kind: 'unknown' } : { kind: 'validated', format };
}
