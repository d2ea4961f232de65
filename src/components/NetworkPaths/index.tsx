import type { ReactNode } from 'react';
import DocLink from '@site/src/components/DocLink';
import FactText from '@site/src/components/FactText';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {
  inboundPaths,
  networkFeatures,
  outboundPaths,
  type NetworkFeatureId,
  type OutboundPath,
} from '@site/src/model/network';

interface Props {
  /** `inbound`: what the firewall in front of the installation lets in; `outbound`: what it lets out. */
  readonly direction: 'inbound' | 'outbound';
}

const routeText: Record<OutboundPath['route'], string> = {
  proxy: 'Through the HTTPS proxy, if set',
  direct: 'Direct route',
  host: "The host's own proxy settings",
};

function FeatureLink({ id }: { readonly id: NetworkFeatureId }): ReactNode {
  const feature = networkFeatures.find((candidate) => candidate.id === id);
  if (!feature) throw new Error(`NetworkPaths: unknown feature "${id}".`);
  return <DocLink docId={feature.docId}>{feature.label}</DocLink>;
}

/** The firewall rules of an installation, from the network model (`src/model/network.ts`). */
export default function NetworkPaths({ direction }: Props): ReactNode {
  if (direction === 'inbound') {
    return (
      <ScrollableTable data-table-name={'Inbound firewall rules'}>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Port</th>
            <th scope="col">Protocol</th>
            <th scope="col">Needed for</th>
          </tr>
        </thead>
        <tbody>
          {inboundPaths.map((path) => (
            <tr key={path.id}>
              <td>{path.from}</td>
              <td>
                <code>{path.service}</code>
              </td>
              <td>{path.port}</td>
              <td>{path.protocol}</td>
              <td>
                <FeatureLink id={path.feature} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
    );
  }
  return (
    <ScrollableTable data-table-name={'Outbound firewall rules'}>
      <thead>
        <tr>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col">Port</th>
          <th scope="col">Protocol</th>
          <th scope="col">Route</th>
          <th scope="col">Needed for</th>
        </tr>
      </thead>
      <tbody>
        {outboundPaths.map((path) => (
          <tr key={path.id}>
            <td>
              {path.from === 'container hosts' || path.from === 'Helm client' ? (
                path.from
              ) : (
                <code>{path.from}</code>
              )}
            </td>
            <td>
              <FactText text={path.to} />
            </td>
            <td>{path.port}</td>
            <td>{path.protocol}</td>
            <td>{routeText[path.route]}</td>
            <td>
              <FeatureLink id={path.feature} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
