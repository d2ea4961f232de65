import type { ReactNode } from 'react';
import FactTable from '@site/src/components/FactTable';
import FactText from '@site/src/components/FactText';
import { metrics } from '@site/src/data/metrics';

/** The Prometheus metrics of an installation, from `src/data/metrics.ts`. */
export default function MetricsCatalogue(): ReactNode {
  return (
    <FactTable
      name="Metrics catalogue"
      rows={metrics}
      rowKey={(metric) => metric.name}
      columns={[
        { header: 'Metric', cell: (metric) => <code>{metric.name}</code> },
        { header: 'Type', cell: (metric) => metric.type },
        {
          header: 'Labels',
          cell: (metric) =>
            metric.labels.length === 0
              ? 'none'
              : metric.labels.map((label, index) => (
                  <span key={label}>
                    {index > 0 && ', '}
                    <code>{label}</code>
                  </span>
                )),
        },
        {
          header: 'Service',
          cell: (metric) =>
            metric.service === 'every service' ? metric.service : <code>{metric.service}</code>,
        },
        { header: 'Meaning', cell: (metric) => <FactText text={metric.meaning} /> },
      ]}
    />
  );
}
