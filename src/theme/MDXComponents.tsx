// Wrapped to render Markdown tables through ScrollableTable (keyboard-scrollable when too wide).
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
