import type { ErrorObject } from 'ajv';
import type { JsonSchema } from './jsonSchema';
import { pathFromPointer, type ValuePath } from './yamlLocations';

/** A finding in a YAML value: where it is and what is wrong, in words for a docs writer. */
export interface ValueProblem {
  readonly path: ValuePath;
  /** The key the problem is about, for an unknown key: the line is the key's line. */
  readonly atKey?: string;
  readonly message: string;
}

function list(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

/** Ajv's message for one error, rewritten where it would name a schema keyword. */
function describeError(error: ErrorObject): ValueProblem {
  const path = pathFromPointer(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      return { path, atKey: key, message: `unknown key "${key}"` };
    }
    case 'required':
      return { path, message: `missing the required key "${String(params.missingProperty)}"` };
    case 'enum':
      return { path, message: `must be one of ${list(params.allowedValues as unknown[])}` };
    case 'const':
      return { path, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'discriminator': {
      const tag = String(params.tag);
      const allowed = (error.parentSchema as JsonSchema | undefined)?.properties?.[tag]?.enum;
      const known = allowed ? `; use one of ${list(allowed)}` : '';
      return { path, message: `"${String(params.tagValue)}" is not a known ${tag}${known}` };
    }
    case 'not':
      return { path, message: notMessage(error) };
    case 'pattern': {
      const rule = (error.parentSchema as JsonSchema | undefined)?.patternErrorMessage;
      const detail = rule ?? error.message ?? '';
      // Inside `propertyNames`, Ajv names the key on the error itself.
      const key = error.propertyName;
      return key === undefined
        ? { path, message: `${JSON.stringify(error.data)} does not fit: ${detail}` }
        : { path, atKey: key, message: `the key "${key}" does not fit: ${detail}` };
    }
    default:
      return { path, message: error.message ?? error.keyword };
  }
}

/** `not: { anyOf: [{ required: [key] }] }` forbids keys; name them. */
function notMessage(error: ErrorObject): string {
  const forbidden = ((error.schema as JsonSchema).anyOf ?? []).flatMap(
    (rule) => rule.required ?? [],
  );
  const present = forbidden.filter((key) => Object.hasOwn(error.data ?? {}, key));
  return present.length > 0
    ? `the key${present.length > 1 ? 's' : ''} ${present.map((key) => `"${key}"`).join(', ')} ${present.length > 1 ? 'are' : 'is'} not allowed here (they belong to another mode, kind or type)`
    : 'must not match the forbidden shape';
}

/** What a failed `oneOf`/`anyOf` expected, from the titles or required keys of its branches. */
function alternativesMessage(error: ErrorObject): string {
  const branches = error.schema as readonly JsonSchema[];
  if (
    branches.every(
      (branch) =>
        branch.required !== undefined &&
        Object.keys(branch).every((keyword) => keyword === 'required' || keyword === 'type'),
    )
  ) {
    const keys = branches.flatMap((branch) => branch.required ?? []);
    return `needs exactly one of the keys ${keys.map((key) => `"${key}"`).join(', ')}`;
  }
  const titles = branches.map((branch) => branch.title).filter((title) => title !== undefined);
  return titles.length > 0
    ? `must be exactly one of: ${titles.join(', ')}`
    : (error.message ?? 'matches none of the allowed shapes');
}

/** Errors that say "the value is not of this branch at all", unlike a wrong detail inside it. */
const wrongBranchKeywords = new Set(['type', 'required', 'const']);

/**
 * Turns Ajv's errors into one problem per mistake. Ajv reports every branch of a failed
 * `oneOf`/`anyOf`; a reader needs the branch the value was meant to be, or, when no branch fits at
 * its own level, one sentence naming the alternatives. `if` only says that `then` failed.
 */
export function problemsFromErrors(errors: readonly ErrorObject[]): ValueProblem[] {
  const alternatives = errors.filter(
    (error) => error.keyword === 'oneOf' || error.keyword === 'anyOf',
  );
  // `if` only says that `then` failed; `propertyNames` repeats the error of the name itself.
  // A discriminator error repeats the `enum` error of the tag's own property, which has its line.
  const tagErrors = new Set(
    errors.filter((error) => error.keyword === 'enum').map((error) => error.instancePath),
  );
  const hidden = new Set<ErrorObject>(
    errors.filter(
      (error) =>
        error.keyword === 'if' ||
        error.keyword === 'propertyNames' ||
        (error.keyword === 'discriminator' &&
          tagErrors.has(`${error.instancePath}/${(error.params as { tag: string }).tag}`)),
    ),
  );
  const problems: ValueProblem[] = [];
  for (const failed of alternatives) {
    const inside = errors.filter((error) => error.schemaPath.startsWith(`${failed.schemaPath}/`));
    const branchOf = (error: ErrorObject) =>
      error.schemaPath.slice(failed.schemaPath.length + 1).split('/')[0];
    const misfits = new Set(
      inside
        .filter(
          (error) =>
            error.instancePath === failed.instancePath && wrongBranchKeywords.has(error.keyword),
        )
        .map(branchOf),
    );
    const plausible = inside.filter((error) => !misfits.has(branchOf(error)));
    for (const error of inside) if (!plausible.includes(error)) hidden.add(error);
    if (plausible.length > 0) hidden.add(failed);
    else
      problems.push({
        path: pathFromPointer(failed.instancePath),
        message: alternativesMessage(failed),
      });
  }
  for (const error of errors) {
    if (!hidden.has(error) && !alternatives.includes(error)) problems.push(describeError(error));
  }
  return problems;
}
