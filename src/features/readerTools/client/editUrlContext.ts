import { createContext } from 'react';

/**
 * The edit link of the docs page being rendered, handed from the docs footer (which knows the
 * page) to the row that shows it. Undefined outside docs pages.
 */
export const DocEditUrlContext = createContext<string | undefined>(undefined);
