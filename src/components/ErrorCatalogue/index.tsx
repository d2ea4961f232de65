import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import DocLink from '@site/src/components/DocLink';
import FactText from '@site/src/components/FactText';
import FactTable from '@site/src/components/FactTable';
import { errorCodes } from '@site/src/data/errors';
import { useLatestVersion } from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

/** The id of the troubleshooting section that explains a code: `cb-1004`. */
export function errorAnchor(code: string): string {
  return code.toLowerCase();
}

/**
 * Every error code with the service that raises it, what it means and what to do, from
 * `src/data/errors.ts`. Each code links to its section on the troubleshooting page, and each row to
 * the page that explains the feature.
 */
export default function ErrorCatalogue(): ReactNode {
  const troubleshooting = useLatestVersion(undefined).docs.find(
    (doc) => doc.id === 'troubleshooting',
  );
  if (!troubleshooting) throw new Error('ErrorCatalogue: the troubleshooting page is missing.');
  return (
    <FactTable
      name="Error codes"
      rows={errorCodes}
      rowKey={(entry) => entry.code}
      rowHeaderClassName={styles.code}
      columns={[
        {
          header: 'Code',
          cell: (entry) => (
            <Link to={`${troubleshooting.path}#${errorAnchor(entry.code)}`}>
              <code>{entry.code}</code>
            </Link>
          ),
        },
        { header: 'Service', cell: (entry) => <code>{entry.service}</code> },
        { header: 'Meaning', cell: (entry) => <FactText text={entry.meaning} /> },
        { header: 'What to do', cell: (entry) => <FactText text={entry.action} /> },
        {
          header: 'Explained in',
          cell: (entry) => (entry.docId === undefined ? null : <DocLink docId={entry.docId} />),
        },
      ]}
    />
  );
}
