import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { PanelMessage } from './SearchForm';
import type { StatusMessage } from './statusMessage';

const messageKind = {
  help: 'help',
  stalled: 'busy',
  error: 'error',
  indexFailed: 'error',
  devServer: 'plain',
  noResults: 'plain',
  results: 'plain',
} as const;

/** The panel's status line; when an index failed, with the Retry button. */
export default function StatusPanelMessage({
  status,
  onRetry,
}: {
  status: StatusMessage;
  onRetry: () => void;
}): ReactNode {
  return (
    <PanelMessage kind={messageKind[status.kind]}>
      {status.text}
      {status.kind === 'indexFailed' && (
        <>
          {' '}
          <button
            type="button"
            className="button button--sm button--outline button--primary"
            onClick={onRetry}
          >
            {translate({ id: 'cognibot.search.retry', message: 'Retry' })}
          </button>
        </>
      )}
    </PanelMessage>
  );
}
