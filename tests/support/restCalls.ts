import type { OpenApiDocument } from './openapiExamples';

interface OperationPath {
  readonly id: string;
  readonly method: string;
  /** The path a client sends, server prefix included: `/api/v1/projects/{projectId}`. */
  readonly template: string;
  readonly hasRequestBody: boolean;
}

/** Every operation with the path a client calls: `/api/v1` first unless it or its path names its own server. */
export function operationPaths(document: OpenApiDocument): OperationPath[] {
  const prefix = new URL(
    ((document.servers as { url: string }[] | undefined)?.[0]?.url ?? '').replace('{host}', 'h'),
  ).pathname.replace(/\/$/, '');
  return Object.entries(document.paths).flatMap(([key, item]) =>
    Object.entries(item).flatMap(([method, operation]) => {
      if (operation.operationId === undefined) return [];
      const own =
        (operation as { servers?: unknown[] }).servers ?? (item as { servers?: unknown[] }).servers;
      return [
        {
          id: operation.operationId,
          method: method.toUpperCase(),
          template: `${own === undefined ? prefix : ''}${key}`,
          hasRequestBody: operation.requestBody !== undefined,
        },
      ];
    }),
  );
}

function matchesTemplate(template: string, path: string): boolean {
  const pattern = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(path);
}

/** The operation a method and path call, or undefined when the document has none. */
export function operationFor(
  document: OpenApiDocument,
  method: string,
  path: string,
): OperationPath | undefined {
  return operationPaths(document).find(
    (operation) => operation.method === method && matchesTemplate(operation.template, path),
  );
}
