// Adds the grammars of `prism.additionalLanguages` to prism-react-renderer's Prism, as the classic
// theme's client module would have done from main.js (see src/features/codeBlocks/index.ts).
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
