import type { ReactNode } from 'react';
import DocLink from '@site/src/components/DocLink';
import FactText from '@site/src/components/FactText';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { channels } from '@site/src/model/channels';
import { environments } from '@site/src/model/lifecycle';

/** What each channel holds per environment and where it reaches the environment (`src/model/channels.ts`). */
export default function ChannelEnvironments(): ReactNode {
  const roles = environments
    .map((environment) => `${environment.role} in \`${environment.name}\``)
    .join(', ');
  return (
    <ScrollableTable data-table-name={'Channels per environment'}>
      <caption>
        <FactText
          text={`Every channel is set up in each environment on its own. Role needed: ${roles}.`}
        />
      </caption>
      <thead>
        <tr>
          <th scope="col">Channel</th>
          <th scope="col">Set per environment</th>
          <th scope="col">Endpoint or identity of an environment</th>
        </tr>
      </thead>
      <tbody>
        {channels.map((channel) => (
          <tr key={channel.name}>
            <th scope="row">
              <DocLink docId={channel.docId}>{channel.label}</DocLink>
            </th>
            <td>
              <FactText text={channel.perEnvironment.join('; ')} />
            </td>
            <td>
              <FactText text={channel.endpoint} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
