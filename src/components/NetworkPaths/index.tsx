import type { ReactNode } from 'react';
import DocLink from '@site/src/components/DocLink';
import FactTable, { type FactColumn } from '@site/src/components/FactTable';
import FactText from '@site/src/components/FactText';
import {
  inboundPaths,
  networkFeatures,
  outboundPaths,
  type InboundPath,
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

type Path = InboundPath | OutboundPath;

const portColumns: readonly FactColumn<Path>[] = [
  { header: 'Port', cell: (path) => path.port },
  { header: 'Protocol', cell: (path) => path.protocol },
];
const neededFor: FactColumn<Path> = {
  header: 'Needed for',
  cell: (path) => <FeatureLink id={path.feature} />,
};

const inboundColumns: readonly FactColumn<InboundPath>[] = [
  { header: 'From', cell: (path) => path.from },
  { header: 'To', cell: (path) => <code>{path.service}</code> },
  ...portColumns,
  neededFor,
];

const outboundColumns: readonly FactColumn<OutboundPath>[] = [
  {
    header: 'From',
    cell: (path) =>
      path.from === 'services' ? (
        'Every service that stores files'
      ) : path.from === 'container hosts' || path.from === 'Helm client' ? (
        path.from
      ) : (
        <code>{path.from}</code>
      ),
  },
  { header: 'To', cell: (path) => <FactText text={path.to} /> },
  ...portColumns,
  { header: 'Route', cell: (path) => routeText[path.route] },
  neededFor,
];

/** The firewall rules of an installation, from the network model (`src/model/network.ts`). */
export default function NetworkPaths({ direction }: Props): ReactNode {
  // The rows have no name of their own: the first column is where a path starts.
  return direction === 'inbound' ? (
    <FactTable
      name="Inbound firewall rules"
      rows={inboundPaths}
      rowKey={(path) => path.id}
      rowHeaders={false}
      columns={inboundColumns}
    />
  ) : (
    <FactTable
      name="Outbound firewall rules"
      rows={outboundPaths}
      rowKey={(path) => path.id}
      rowHeaders={false}
      columns={outboundColumns}
    />
  );
}
