import { createContext, useContext } from 'react';
import type { PrehighlightedCode } from '../logic/prehighlighted';

/** The build's highlighting of the code block being rendered, if it has one. */
export const PrehighlightedCodeContext = createContext<PrehighlightedCode | undefined>(undefined);

export function usePrehighlightedCode(): PrehighlightedCode | undefined {
  return useContext(PrehighlightedCodeContext);
}
