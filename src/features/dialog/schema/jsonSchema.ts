/**
 * The part of JSON Schema 2020-12 the generated schemas use, typed so that a misspelt keyword is a
 * type error instead of a keyword every validator silently ignores.
 */
export interface JsonSchema {
  $schema?: string;
  $id?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  title?: string;
  description?: string;
  examples?: readonly unknown[];
  default?: unknown;
  type?: JsonType | readonly JsonType[];
  const?: unknown;
  enum?: readonly unknown[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  minProperties?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /** The message editors show when `pattern` fails (VS Code's JSON schema extension). */
  patternErrorMessage?: string;
  minimum?: number;
  maximum?: number;
  oneOf?: readonly JsonSchema[];
  anyOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
  not?: JsonSchema;
  if?: JsonSchema;
  then?: JsonSchema;
  else?: JsonSchema;
  /**
   * OpenAPI's discriminator: Ajv (option `discriminator`) then reports the errors of the one
   * element type a `type` names instead of those of all nine. Other validators ignore it, as 2020-12
   * allows, and still validate the `oneOf` correctly.
   */
  discriminator?: { propertyName: string };
}

export type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

/** The URI of the JSON Schema dialect every generated document declares. */
export const jsonSchemaDialect = 'https://json-schema.org/draft/2020-12/schema';

/**
 * A property's schema with the description and examples that editors show on hover and offer on
 * completion; every property of the published schemas is written through this.
 */
export function described(
  schema: JsonSchema,
  description: string,
  examples: readonly unknown[],
): JsonSchema {
  return { ...schema, description, examples };
}

/** An object that accepts exactly the given keys, as the import of a dialog file does. */
export function closedObject(
  properties: Record<string, JsonSchema>,
  required: readonly string[] = [],
): JsonSchema {
  const missing = required.filter((key) => !(key in properties));
  if (missing.length > 0)
    throw new Error(`Required keys without a property: ${missing.join(', ')}`);
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
}

/** `true` when the object has the key: the `if` of a conditional rule. */
export function hasKey(key: string): JsonSchema {
  return { type: 'object', required: [key] };
}

/** The key holds one of these values (and is present): the `if` of a conditional rule. */
export function keyIsOneOf(key: string, values: readonly unknown[]): JsonSchema {
  return { properties: { [key]: { enum: values } }, required: [key] };
}

/** Forbids the keys: for keys that belong to another mode or kind of the same element. */
export function withoutKeys(keys: readonly string[]): JsonSchema {
  return { not: { anyOf: keys.map(hasKey) } };
}

/** A reference to an entry of the document's `$defs`. */
export function ref(name: string): JsonSchema {
  return { $ref: `#/$defs/${name}` };
}
