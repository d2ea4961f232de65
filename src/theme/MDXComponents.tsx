// Wrapped to render Markdown tables through ScrollableTable (keyboard-scrollable when too wide)
// and SVG diagrams through ZoomableDiagram (open larger on click or Enter). RunnableDialog is the
// element that src/features/dialog/remarkRunnableDialogs wraps complete dialog examples in.
import MDXComponents from '@theme-original/MDXComponents';
import RunnableDialog from '@theme/RunnableDialog';
import ScrollableTable from '@site/src/components/ScrollableTable';
import ZoomableDiagram from '@site/src/components/ZoomableDiagram';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  img: ZoomableDiagram,
  RunnableDialog,
};
