import lunr from 'lunr';
import type { TextRange } from './search';

/**
 * The pipeline easyops indexes text with (lunr's default for English): a word is indexed as the
 * term this gives, at the position lunr's tokenizer gives.
 */
const indexingPipeline = new lunr.Pipeline();
indexingPipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);

/**
 * The ranges of `text` whose words were indexed as one of `terms`: the word positions lunr
 * records when it builds an index, worked out again for the few texts a result shows, so the
 * index files need not carry them.
 */
export function marksOf(text: string, terms: ReadonlySet<string>): TextRange[] {
  if (terms.size === 0) return [];
  const ranges: TextRange[] = [];
  for (const token of lunr.tokenizer(text)) {
    const [start, length] = (token as unknown as { metadata: { position: [number, number] } })
      .metadata.position;
    const [indexed] = indexingPipeline.run([token]);
    if (indexed !== undefined && terms.has(indexed.toString())) {
      ranges.push([start, start + length]);
    }
  }
  return ranges;
}
