import type { ReactNode } from 'react';
import FactText from '@site/src/components/FactText';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { services } from '@site/src/data/services';

/** The services with their default ports inside the cluster, from `src/data/services.ts`. */
export default function ServicePorts(): ReactNode {
  return (
    <ScrollableTable data-table-name={'Services and ports'}>
      <thead>
        <tr>
          <th scope="col">Service</th>
          <th scope="col">Port</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {services.map((service) => (
          <tr key={service.name}>
            <th scope="row">
              <code>{service.name}</code>
            </th>
            <td>
              {service.port} ({service.protocol})
            </td>
            <td>
              <FactText text={service.role} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
