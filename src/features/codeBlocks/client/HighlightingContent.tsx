// The stock, Prism-based code block content with our grammars registered: the lazily loaded part
// of src/features/codeBlocks/theme/CodeBlock/Content, so Prism is fetched only by code the build did not highlight.
import './registerLanguages';
import type ContentType from '@theme/CodeBlock/Content';
import Content from '@theme-init/CodeBlock/Content';

export default Content as typeof ContentType;
