import { translate } from '@docusaurus/Translate';

/** What the open panel says before anything is typed, in the light box and the full one. */
export function helpMessage(): string {
  return translate({
    id: 'cognibot.search.help',
    message: 'Type to search the docs and blog. Also: +word, -word, word~1, word^2, title:word.',
  });
}
