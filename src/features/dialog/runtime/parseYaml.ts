import { isMap, parseDocument, type Document } from 'yaml';
import { DialogLoadError } from './loadErrors';

/** Parses YAML text to plain data; a syntax error becomes a DialogLoadError with its line. */
export function parseYamlText(text: string, what: string): Record<string, unknown> {
  const document: Document = parseDocument(text);
  if (document.errors.length > 0) {
    throw new DialogLoadError(
      document.errors.map((error) => ({
        message: `${what} is not valid YAML: ${(error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '')}`,
        line: error.linePos?.[0].line,
      })),
    );
  }
  if (!isMap(document.contents)) {
    throw new DialogLoadError([{ message: `${what} must be a YAML map of keys and values` }]);
  }
  return document.toJS() as Record<string, unknown>;
}
