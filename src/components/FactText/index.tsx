import type { ReactNode } from 'react';

/**
 * A sentence from the facts data, where names written between backticks (`rediss://`) show as code,
 * as they would in Markdown.
 */
export default function FactText({ text }: { readonly text: string }): ReactNode {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
