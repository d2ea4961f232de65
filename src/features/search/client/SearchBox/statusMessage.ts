import { translate } from '@docusaurus/Translate';
import { helpMessage } from './helpMessage';
import type { SearchSession } from './useSearchSession';

export type StatusKind =
  'help' | 'stalled' | 'error' | 'indexFailed' | 'devServer' | 'noResults' | 'results';

export interface StatusMessage {
  kind: StatusKind;
  text: string;
}

/**
 * The one message that says where the search stands: the panel shows it and the live region
 * announces it, from the same text. `resultCount` words the count (a plural form).
 */
export function statusMessage(
  session: Pick<SearchSession, 'query' | 'answer' | 'hits' | 'stalled' | 'failed'> &
    Partial<Pick<SearchSession, 'indexBuilt'>>,
  resultCount: (count: number) => string,
): StatusMessage | undefined {
  const { query, answer, hits, stalled, failed, indexBuilt = true } = session;
  if (query.trim() === '') {
    return { kind: 'help', text: helpMessage() };
  }
  if (!indexBuilt) {
    return {
      kind: 'devServer',
      text: translate({
        id: 'cognibot.search.devServer',
        message: 'Search works in the built site: run `npm run build` and `npm run serve`.',
      }),
    };
  }
  if (stalled) {
    return {
      kind: 'stalled',
      text: translate({ id: 'cognibot.search.stalled', message: 'Searching…' }),
    };
  }
  if (answer === undefined) return undefined;
  if (answer.error) return { kind: 'error', text: answer.error.message };
  if (failed) {
    return {
      kind: 'indexFailed',
      text: translate({
        id: 'cognibot.search.indexFailed',
        message: 'The search index could not be loaded.',
      }),
    };
  }
  if (hits.length === 0) {
    return {
      kind: 'noResults',
      text: translate({ id: 'cognibot.search.noResults', message: 'No results found.' }),
    };
  }
  return { kind: 'results', text: resultCount(hits.length) };
}
