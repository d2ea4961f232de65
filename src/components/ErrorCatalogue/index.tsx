import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import DocLink from '@site/src/components/DocLink';
import FactText from '@site/src/components/FactText';
import ScrollableTable from '@site/src/components/ScrollableTable';
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
    <ScrollableTable data-table-name={'Error codes'}>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Service</th>
          <th scope="col">Meaning</th>
          <th scope="col">What to do</th>
          <th scope="col">Explained in</th>
        </tr>
      </thead>
      <tbody>
        {errorCodes.map((entry) => (
          <tr key={entry.code}>
            <th scope="row" className={styles.code}>
              <Link to={`${troubleshooting.path}#${errorAnchor(entry.code)}`}>
                <code>{entry.code}</code>
              </Link>
            </th>
            <td>
              <code>{entry.service}</code>
            </td>
            <td>
              <FactText text={entry.meaning} />
            </td>
            <td>
              <FactText text={entry.action} />
            </td>
            <td>{entry.docId === undefined ? null : <DocLink docId={entry.docId} />}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
