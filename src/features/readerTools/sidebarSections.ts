// The public face of the sidebar's sections as the llms files split them, for other features (the
// agent tools name their sections with the same titles and slugs) without reaching into logic/.
export { docIdsInOrder, sidebarSectionTrees } from './logic/llmsTxt';
export type { SidebarNode, SidebarSection } from './logic/llmsTxt';
export { llmsSlug } from './logic/llmsSectionFiles';
