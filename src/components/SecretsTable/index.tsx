import type { ReactNode } from 'react';
import DocLink from '@site/src/components/DocLink';
import FactText from '@site/src/components/FactText';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { secrets } from '@site/src/model/secrets';
import type { Secret } from '@site/src/model/types';

const readBackText: Record<Secret['readBack'], string> = {
  never: 'Never, not even by an Owner',
  'shown once': 'Shown once, when generated',
  'plain setting': 'Kept by you outside CogniBot',
};

/** Every secret and key of the platform (`src/model/secrets.ts`). */
export default function SecretsTable(): ReactNode {
  return (
    <ScrollableTable data-table-name={'Secrets and keys'}>
      <thead>
        <tr>
          <th scope="col">Secret</th>
          <th scope="col">Entered in</th>
          <th scope="col">One per</th>
          <th scope="col">Used by</th>
          <th scope="col">Read back</th>
          <th scope="col">Rotation</th>
        </tr>
      </thead>
      <tbody>
        {secrets.map((secret) => (
          <tr key={secret.id}>
            <th scope="row">
              <DocLink docId={secret.docId}>
                <FactText text={secret.name} />
              </DocLink>
            </th>
            <td>
              <FactText text={secret.enteredIn} />
            </td>
            <td>{secret.scope}</td>
            <td>
              {secret.decryptedBy === 'none' ? 'Not decrypted' : <code>{secret.decryptedBy}</code>}
            </td>
            <td>{readBackText[secret.readBack]}</td>
            <td>
              <FactText text={secret.rotation} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
