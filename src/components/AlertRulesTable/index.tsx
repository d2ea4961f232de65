import type { ReactNode } from 'react';
import FactText from '@site/src/components/FactText';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { alertRules } from '@site/src/data/alerts';

/** The recommended alerts with their condition and reasoning, from `src/data/alerts.ts`. */
export default function AlertRulesTable(): ReactNode {
  return (
    <ScrollableTable data-table-name={'Recommended alerts'}>
      <thead>
        <tr>
          <th scope="col">Alert</th>
          <th scope="col">Severity</th>
          <th scope="col">Fires when</th>
          <th scope="col">Why this threshold</th>
        </tr>
      </thead>
      <tbody>
        {alertRules.map((rule) => (
          <tr key={rule.alert}>
            <th scope="row">
              <code>{rule.alert}</code>
            </th>
            <td>{rule.severity}</td>
            <td>
              <code>{rule.expr}</code> for {rule.for}
            </td>
            <td>
              <FactText text={rule.reasoning} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
