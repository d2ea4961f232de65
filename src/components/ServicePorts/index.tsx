import type { ReactNode } from 'react';
import FactTable from '@site/src/components/FactTable';
import FactText from '@site/src/components/FactText';
import { services } from '@site/src/data/services';

/** The services with their default ports inside the cluster, from `src/data/services.ts`. */
export default function ServicePorts(): ReactNode {
  return (
    <FactTable
      name="Services and ports"
      rows={services}
      rowKey={(service) => service.name}
      columns={[
        { header: 'Service', cell: (service) => <code>{service.name}</code> },
        { header: 'Port', cell: (service) => `${service.port} (${service.protocol})` },
        { header: 'What it does', cell: (service) => <FactText text={service.role} /> },
      ]}
    />
  );
}
