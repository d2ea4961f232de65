/**
 * The reference runtime of `cognibot.dialog/v1`: it loads skills and dialogs, runs conversations
 * turn by turn and plays conversation tests. SEMANTICS.md in this folder states the rules.
 */
export { Conversation } from './conversation';
export { loadConversationTest, runConversationTest } from './conversationTest';
export type { ActionMock, ConversationTest, TestResult, TestRunOptions } from './conversationTest';
export { loadDialog, stubMissingDialogs, wrapFragment } from './loadDialog';
export { DialogLoadError } from './loadErrors';
export type { LoadProblem } from './loadErrors';
export { createExampleNlu } from './exampleNlu';
export { defaultFallbackSkill, loadSkill, Project } from './project';
export type { ProjectDefinition } from './project';
export * from './io';
export * from './model';
