import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * The dialog feature's Docusaurus plugin: it serves the RunnableDialog theme component, which adds
 * a Run control to each complete dialog example (the remark plugin remarkRunnableDialogs wraps them).
 */
export default function dialogRunnerPlugin(): Plugin {
  return {
    name: 'cognibot-dialog-runner',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
  };
}
