import type { ReactNode } from 'react';
import FactTable from '@site/src/components/FactTable';
import FactText from '@site/src/components/FactText';
import { alertRules } from '@site/src/data/alerts';

/** The recommended alerts with their condition and reasoning, from `src/data/alerts.ts`. */
export default function AlertRulesTable(): ReactNode {
  return (
    <FactTable
      name="Recommended alerts"
      rows={alertRules}
      rowKey={(rule) => rule.alert}
      columns={[
        { header: 'Alert', cell: (rule) => <code>{rule.alert}</code> },
        { header: 'Severity', cell: (rule) => rule.severity },
        {
          header: 'Fires when',
          cell: (rule) => (
            <>
              <code>{rule.expr}</code> for {rule.for}
            </>
          ),
        },
        { header: 'Why this threshold', cell: (rule) => <FactText text={rule.reasoning} /> },
      ]}
    />
  );
}
