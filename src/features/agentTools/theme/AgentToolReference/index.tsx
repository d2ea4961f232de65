import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import ScrollableTable from '@site/src/components/ScrollableTable';
import reference from '@generated/cognibot-agent-tools/default/tool-reference.json';
import type { InputSchema } from '../../logic/inputSchema';
import type { ToolReferenceEntry } from '../../logic/toolReference';

function typeText(schema: InputSchema): string {
  if (schema.type === 'array') return `array of ${typeText(schema.items)}`;
  return schema.type ?? 'any';
}

function Values({ schema }: { schema: InputSchema }): ReactNode {
  if (schema.type !== 'string' || schema.enum === undefined) return null;
  return (
    <>
      {' '}
      One of{' '}
      {schema.enum.map((value, index) => (
        <span key={value}>
          {index > 0 && ', '}
          <code>{value}</code>
        </span>
      ))}
      .
    </>
  );
}

/** A JSON value as an indented block; plain, as @theme/CodeBlock here would split its chunk. */
function Json({ label, value }: { label: string; value: unknown }): ReactNode {
  return (
    <>
      <p>{label}</p>
      <pre tabIndex={0}>
        <code className="language-json">{JSON.stringify(value, null, 2)}</code>
      </pre>
    </>
  );
}

function Tool({ tool }: { tool: ToolReferenceEntry }): ReactNode {
  const { properties, required = [] } = tool.inputSchema;
  return (
    <>
      <Heading as="h3" id={tool.name}>
        <code>{tool.name}</code>
      </Heading>
      <p>{tool.description}</p>
      <ScrollableTable data-table-name={`Input of ${tool.name}`}>
        <thead>
          <tr>
            <th scope="col">Property</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(properties).map(([name, schema]) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>{typeText(schema)}</td>
              <td>{required.includes(name) ? 'Yes' : 'No'}</td>
              <td>
                {schema.description}
                <Values schema={schema} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <Json label="Example input:" value={tool.example} />
      {tool.exampleResult === undefined ? (
        <p>
          Its result depends on the pages of the site; call it on any page to see one. The fields
          are listed in the description above.
        </p>
      ) : (
        <Json label="Its result (structuredContent):" value={tool.exampleResult} />
      )}
      <details>
        <summary>
          Input schema of <code>{tool.name}</code>
        </summary>
        <pre tabIndex={0}>
          <code className="language-json">{JSON.stringify(tool.inputSchema, null, 2)}</code>
        </pre>
      </details>
    </>
  );
}

/**
 * Every WebMCP tool the pages offer, rendered from the tools' own definitions and the results of
 * their examples as the build worked them out (../../index.ts): nothing here is typed twice.
 */
export default function AgentToolReference(): ReactNode {
  return (
    <>
      {reference.map((tool) => (
        <Tool key={tool.name} tool={tool} />
      ))}
    </>
  );
}
