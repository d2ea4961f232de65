import { translate } from '@docusaurus/Translate';
import { usePluralForm } from '@docusaurus/theme-common';
import { statusMessage, type StatusMessage } from './statusMessage';
import type { SearchSession } from './useSearchSession';

/** The status of the box's session, with the result count in the reader's plural form. */
export function useStatusMessage(session: SearchSession): StatusMessage | undefined {
  const { selectMessage } = usePluralForm();
  return statusMessage(session, (count) =>
    selectMessage(
      count,
      translate(
        {
          id: 'cognibot.search.resultCount',
          message: 'One result|{count} results',
          description: 'Announced to screen readers when results change',
        },
        { count },
      ),
    ),
  );
}
