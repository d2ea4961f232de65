import type { BranchElement } from '../model';
import { go, type ElementHandler } from './handler';

/** Follows the first condition that is true; an error makes that condition false (logged). */
export const branchHandler: ElementHandler<BranchElement> = {
  run(element, context) {
    for (const [index, condition] of element.conditions.entries()) {
      const label = condition.label ?? `Condition ${index + 1}`;
      const result = context.condition(condition.when);
      if (!result.ok) {
        context.log({
          elementId: element.id,
          code: result.code,
          message: `${label}: ${result.message}; false`,
        });
        continue;
      }
      const isTrue = result.value === true;
      context.log({
        elementId: element.id,
        message: `${label}: ${condition.when} is ${isTrue ? 'true' : 'false'}`,
      });
      if (isTrue) return go(condition.next);
    }
    context.log({ elementId: element.id, message: 'No condition is true; default' });
    return go(element.default);
  },
};
