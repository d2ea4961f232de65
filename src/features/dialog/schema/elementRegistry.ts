import { formElement, inputElement } from './askElements';
import { actionElement } from './integrateElements';
import type { JsonSchema } from './jsonSchema';
import { branchElement, groupElement, setStateElement } from './logicElements';
import { cardElement, fileElement, messageElement } from './talkElements';
import { elementTypes, type ElementType } from './vocabulary';

const builders: Record<ElementType, () => JsonSchema> = {
  message: messageElement,
  input: inputElement,
  form: formElement,
  card: cardElement,
  file: fileElement,
  branch: branchElement,
  action: actionElement,
  set_state: setStateElement,
  group: groupElement,
};

/** The `$defs` name of an element type's schema: `messageElement`, `set_stateElement`. */
export function elementDefinitionName(type: ElementType): string {
  return `${type}Element`;
}

/** The schema of every element type, keyed by its `$defs` name, in the order of the docs. */
export function elementDefinitions(): Record<string, JsonSchema> {
  return Object.fromEntries(
    elementTypes.map((type) => [elementDefinitionName(type), builders[type]()]),
  );
}
