import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import siteConfig from '../../../docusaurus.config';
import { limits } from '../../../src/data/limits';
import type { JsonSchema } from '../../../src/features/dialog/schema/jsonSchema';
import { limitMaximum, limitRange } from '../../../src/features/dialog/schema/limitValues';
import {
  publishedSchemas,
  schemaFolder,
  schemaText,
} from '../../../src/features/dialog/schema/schemaFiles';
import { siteRoot } from '../../support/markdownSources';

const schemas = publishedSchemas(siteConfig.url);
const dialog = schemas['cognibot.dialog.v1.json'] ?? {};

/** Every `properties` entry of a schema, with its JSON pointer; rules under `allOf` only constrain. */
function propertiesOf(schema: JsonSchema, pointer = ''): { pointer: string; schema: JsonSchema }[] {
  const found: { pointer: string; schema: JsonSchema }[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    found.push({ pointer: `${pointer}/properties/${name}`, schema: property });
    found.push(...propertiesOf(property, `${pointer}/properties/${name}`));
  }
  for (const [name, definition] of Object.entries(schema.$defs ?? {})) {
    found.push(...propertiesOf(definition, `${pointer}/$defs/${name}`));
  }
  const nested: [string, JsonSchema | boolean | undefined][] = [
    ['items', schema.items],
    ['additionalProperties', schema.additionalProperties],
    ['then', schema.then],
    ['else', schema.else],
  ];
  for (const [keyword, child] of nested) {
    if (typeof child === 'object') found.push(...propertiesOf(child, `${pointer}/${keyword}`));
  }
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    schema[keyword]?.forEach((child, index) => {
      found.push(...propertiesOf(child, `${pointer}/${keyword}/${index}`));
    });
  }
  return found;
}

/** The value at a JSON pointer of a schema. */
function at(schema: JsonSchema, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], schema);
}

describe('published schemas', () => {
  it.each(Object.keys(schemas))(
    'static/%s is the generated schema (npm run gen:schemas)',
    (file) => {
      const committed = readFileSync(path.join(siteRoot, 'static', schemaFolder, file), 'utf8');
      expect(committed).toBe(schemaText(schemas[file] ?? {}));
    },
  );

  it.each(Object.entries(schemas))('%s has an $id under the site URL', (file, schema) => {
    expect(schema.$id).toBe(`${siteConfig.url}/${schemaFolder}/${file}`);
  });

  it.each(Object.entries(schemas))('%s compiles as JSON Schema 2020-12', (_file, schema) => {
    const ajv = new Ajv2020({ discriminator: true, allowUnionTypes: true });
    ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' });
    expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
    expect(() => ajv.compile(schema)).not.toThrow();
  });

  it.each(Object.entries(schemas))(
    '%s: every property has a description and examples',
    (_file, schema) => {
      const properties = propertiesOf(schema);
      expect(properties.length).toBeGreaterThan(10);
      const undocumented = properties
        .filter(
          ({ schema: property }) =>
            !property.description ||
            !Array.isArray(property.examples) ||
            property.examples.length === 0,
        )
        .map(({ pointer }) => pointer);
      expect(undocumented).toEqual([]);
    },
  );

  it('are the addresses the editor section of the Dialog Designer page gives', () => {
    const page = readFileSync(
      path.join(siteRoot, 'docs/CogniBot/Skills/Dialog Designer/index.md'),
      'utf8',
    );
    for (const schema of Object.values(schemas)) expect(page).toContain(schema.$id);
  });

  it('takes its limits from src/data/limits.ts', () => {
    const cases: [string, string][] = [
      ['/properties/elements/maxItems', 'dialog.elements'],
      ['/$defs/messageElement/properties/text/maxLength', 'message.text'],
      ['/$defs/messageElement/properties/quickReplies/maxItems', 'message.quickReplies'],
      ['/$defs/messageElement/properties/alternatives/maxItems', 'message.alternatives'],
      ['/$defs/formElement/properties/fields/maxItems', 'form.fields'],
      ['/$defs/groupElement/properties/exits/maxItems', 'group.exits'],
      [
        '/$defs/branchElement/properties/conditions/items/properties/when/maxLength',
        'condition.length',
      ],
      ['/$defs/actionElement/properties/timeout/maximum', 'action.timeout'],
      ['/$defs/actionElement/properties/retries/maximum', 'action.retries'],
      ['/$defs/cardElement/properties/cards/maxItems', 'card.carousel'],
      ['/$defs/keywordTrigger/properties/keywords/maxItems', 'trigger.keywords'],
      ['/$defs/branchElement/properties/conditions/maxItems', 'branch.conditions'],
      ['/$defs/set_stateElement/properties/assignments/maxItems', 'set_state.assignments'],
      ['/$defs/inputElement/properties/retries/maximum', 'input.retries'],
      ['/$defs/formElement/properties/retries/default', 'input.retries'],
    ];
    for (const [pointer, id] of cases) {
      const value = limits.find((limit) => limit.id === id)?.value.replaceAll(',', '') ?? '';
      const number = at(dialog, pointer);
      expect(typeof number, pointer).toBe('number');
      expect(value.split(/\D+/), `${pointer} from ${id}`).toContain(String(number));
    }
  });

  it('stops with a clear message when a limit is missing or worded unexpectedly', () => {
    expect(() => limitMaximum('no.such.limit')).toThrow(
      'src/data/limits.ts has no limit with the id "no.such.limit".',
    );
    expect(() => limitRange('dialog.elements')).toThrow(
      /The limit "dialog.elements" reads "200 elements"; the dialog schema expects "<number> to <number> <unit>"/,
    );
  });
});
