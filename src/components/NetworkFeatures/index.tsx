import type { ReactNode } from 'react';
import DocLink from '@site/src/components/DocLink';
import FactTable from '@site/src/components/FactTable';
import FactText from '@site/src/components/FactText';
import { networkFeatures, outboundPaths, type NetworkFeature } from '@site/src/model/network';

function ConnectsTo({ feature }: { readonly feature: NetworkFeature }): ReactNode {
  const paths = outboundPaths.filter((path) => path.feature === feature.id);
  if (paths.length === 0) return 'Nothing outside the installation';
  return paths.map((path, index) => (
    <span key={path.id}>
      {index > 0 && '; '}
      <FactText text={path.to} /> ({path.port})
    </span>
  ));
}

/**
 * Each feature with the outside hosts it connects to and whether it works without internet access,
 * from the network model (`src/model/network.ts`).
 */
export default function NetworkFeatures(): ReactNode {
  return (
    <FactTable
      name="Features and the hosts they need"
      rows={networkFeatures}
      rowKey={(feature) => feature.id}
      columns={[
        {
          header: 'Feature',
          cell: (feature) => <DocLink docId={feature.docId}>{feature.label}</DocLink>,
        },
        { header: 'Connects to', cell: (feature) => <ConnectsTo feature={feature} /> },
        {
          header: 'Without internet access',
          cell: (feature) => <FactText text={feature.withoutInternet} />,
        },
      ]}
    />
  );
}
