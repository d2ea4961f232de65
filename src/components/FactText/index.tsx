import type { ReactNode } from 'react';

/** Text outside code spans, where `**name**` marks a UI label in bold, as in Markdown. */
function withBold(text: string, key: number): ReactNode {
  if (!text.includes('**')) return text;
  return (
    <span key={key}>
      {text
        .split('**')
        .map((part, index) => (index % 2 === 1 ? <strong key={index}>{part}</strong> : part))}
    </span>
  );
}

/**
 * A sentence from the facts data, where names written between backticks (`rediss://`) show as code
 * and UI labels between double asterisks (`**Save**`) show in bold, as they would in Markdown.
 */
export default function FactText({ text }: { readonly text: string }): ReactNode {
  return text
    .split('`')
    .map((part, index) =>
      index % 2 === 1 ? <code key={index}>{part}</code> : withBold(part, index),
    );
}
