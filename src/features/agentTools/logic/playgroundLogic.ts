// The tools that run the playgrounds' logic (the condition evaluator, the snippet builder, the
// dialog runtime): the page loads them as one chunk on the first call of any of them.
export { evaluateCondition } from './evaluateCondition';
export { buildWebchatSnippet } from './webchatSnippet';
export { runDialog, validateDialog } from './dialogTools';
