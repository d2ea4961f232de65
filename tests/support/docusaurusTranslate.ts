/**
 * Stands in for `@docusaurus/Translate` in unit tests: the site has one locale, so every message is
 * its default English text. (The real module reads the build's generated translation file.)
 */
export function translate({ message, id }: { message?: string; id?: string }): string {
  const text = message ?? id;
  if (text === undefined) throw new Error('translate() needs a message or an id');
  return text;
}
