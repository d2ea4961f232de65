import type { ReactNode } from 'react';
import FactText from '@site/src/components/FactText';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { metrics } from '@site/src/data/metrics';

/** The Prometheus metrics of an installation, from `src/data/metrics.ts`. */
export default function MetricsCatalogue(): ReactNode {
  return (
    <ScrollableTable data-table-name={'Metrics catalogue'}>
      <thead>
        <tr>
          <th scope="col">Metric</th>
          <th scope="col">Type</th>
          <th scope="col">Labels</th>
          <th scope="col">Service</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {metrics.map((metric) => (
          <tr key={metric.name}>
            <th scope="row">
              <code>{metric.name}</code>
            </th>
            <td>{metric.type}</td>
            <td>
              {metric.labels.length === 0
                ? 'none'
                : metric.labels.map((label, index) => (
                    <span key={label}>
                      {index > 0 && ', '}
                      <code>{label}</code>
                    </span>
                  ))}
            </td>
            <td>
              {metric.service === 'every service' ? metric.service : <code>{metric.service}</code>}
            </td>
            <td>
              <FactText text={metric.meaning} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
