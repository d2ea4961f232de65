// The public face of the web chat snippet builder's logic, for other features (the agent tools'
// build_webchat_snippet) without reaching into logic/.
export {
  buildSnippet,
  cspText,
  emptyInput,
  fieldLabels,
  validateSnippetInput,
  type SnippetField,
  type SnippetInput,
} from './logic/webchatSnippet';
export { environments, positions, themeModes } from './logic/webchatOptions';
