import type { ReactNode } from 'react';
import DocLink from '@site/src/components/DocLink';
import FactTable from '@site/src/components/FactTable';
import FactText from '@site/src/components/FactText';
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
    <FactTable
      name="Secrets and keys"
      rows={secrets}
      rowKey={(secret) => secret.id}
      columns={[
        {
          header: 'Secret',
          cell: (secret) => (
            <DocLink docId={secret.docId}>
              <FactText text={secret.name} />
            </DocLink>
          ),
        },
        { header: 'Entered in', cell: (secret) => <FactText text={secret.enteredIn} /> },
        { header: 'One per', cell: (secret) => secret.scope },
        {
          header: 'Used by',
          cell: (secret) =>
            secret.decryptedBy === 'none' ? 'Not decrypted' : <code>{secret.decryptedBy}</code>,
        },
        { header: 'Read back', cell: (secret) => readBackText[secret.readBack] },
        { header: 'Rotation', cell: (secret) => <FactText text={secret.rotation} /> },
      ]}
    />
  );
}
