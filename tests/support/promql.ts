/**
 * The metric names a PromQL expression reads. Not a full parser: it removes what is not a metric
 * name (strings, label matchers, grouping clauses, ranges, numbers, function calls and keywords)
 * and keeps the identifiers that are left, which is enough for the expressions of our alert rules.
 */
const keywords = new Set([
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'inf',
  'nan',
]);

/** `_bucket`, `_sum` and `_count` belong to the histogram they end. */
export const histogramSeriesSuffix = /_(bucket|sum|count)$/;

export function metricNamesIn(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\boffset\s+\w+/g, ' ');
  const names = new Set<string>();
  for (const match of stripped.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*/g)) {
    const word = match[0];
    const after = stripped.slice(match.index + word.length).trimStart();
    const isCall = after.startsWith('(');
    if (!isCall && !keywords.has(word.toLowerCase())) names.add(word);
  }
  return [...names];
}
