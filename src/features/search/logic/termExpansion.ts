import lunr from 'lunr';
import type { TermClause } from './query';

/** lunr's parts that @types/lunr leaves out. */
const tokenSets = lunr.TokenSet as unknown as {
  fromArray: (terms: readonly string[]) => lunr.TokenSet;
  fromClause: (clause: { term: string; editDistance?: number }) => lunr.TokenSet;
};
type RunString = (text: string, metadata: object) => string[];

/** lunr's token set of index terms, sorted as lunr's Builder sorts them. */
export function tokenSetOf(sortedTerms: readonly string[]): lunr.TokenSet {
  return tokenSets.fromArray(sortedTerms);
}

/** The search pipeline of easyops's indexes (`pipeline: ['stemmer']`). */
export function searchPipeline(): lunr.Pipeline {
  const pipeline = new lunr.Pipeline();
  pipeline.add(lunr.stemmer);
  return pipeline;
}

/** Expansions remembered per sub-index: a reader's session asks far fewer. */
const maxRemembered = 2000;

/**
 * The index terms a clause matches, as lunr 2.3.9's Index#query expands it: the pipeline for a
 * clause that uses it, then the token set's intersection with the clause's (a wildcard or fuzzy
 * term gives several). The token set never changes, so each clause's expansion is remembered.
 */
export function createClauseExpander(
  tokenSet: lunr.TokenSet,
  pipeline: lunr.Pipeline = searchPipeline(),
): (clause: TermClause) => string[] {
  const runString = pipeline.runString.bind(pipeline) as RunString;
  const expansions = new Map<string, string[]>();

  function expandAnew(clause: TermClause): string[] {
    const terms = clause.usePipeline ? runString(clause.term, { fields: ['t'] }) : [clause.term];
    return terms.flatMap((term) =>
      tokenSet
        .intersect(
          tokenSets.fromClause(
            clause.editDistance === undefined
              ? { term }
              : { term, editDistance: clause.editDistance },
          ),
        )
        .toArray(),
    );
  }

  return (clause) => {
    const key = `${String(clause.usePipeline)} ${String(clause.editDistance)} ${clause.term}`;
    let terms = expansions.get(key);
    if (terms === undefined) {
      if (expansions.size >= maxRemembered) expansions.clear();
      terms = expandAnew(clause);
      expansions.set(key, terms);
    }
    return terms;
  };
}
