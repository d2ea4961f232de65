import type { ReactNode } from 'react';
import DocLink from '@site/src/components/DocLink';
import FactText from '@site/src/components/FactText';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { networkFeatures, outboundPaths } from '@site/src/model/network';

/**
 * Each feature with the outside hosts it connects to and whether it works without internet access,
 * from the network model (`src/model/network.ts`).
 */
export default function NetworkFeatures(): ReactNode {
  return (
    <ScrollableTable data-table-name={'Features and the hosts they need'}>
      <thead>
        <tr>
          <th scope="col">Feature</th>
          <th scope="col">Connects to</th>
          <th scope="col">Without internet access</th>
        </tr>
      </thead>
      <tbody>
        {networkFeatures.map((feature) => {
          const paths = outboundPaths.filter((path) => path.feature === feature.id);
          return (
            <tr key={feature.id}>
              <th scope="row">
                <DocLink docId={feature.docId}>{feature.label}</DocLink>
              </th>
              <td>
                {paths.length === 0
                  ? 'Nothing outside the installation'
                  : paths.map((path, index) => (
                      <span key={path.id}>
                        {index > 0 && '; '}
                        <FactText text={path.to} /> ({path.port})
                      </span>
                    ))}
              </td>
              <td>
                <FactText text={feature.withoutInternet} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}
