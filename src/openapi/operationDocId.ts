/**
 * The docs id of the page that `npm run gen:api` writes for an operation: the generator names each
 * page after the operationId in kebab case, in the API pages folder (`reference/api/get-project`).
 */
export function operationDocId(operationId: string): string {
  return `reference/api/${operationId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
}
