// The dialog plugin's theme component, as Docusaurus resolves it through getThemePath().
declare module '@theme/RunnableDialog' {
  import type { ReactNode } from 'react';

  export interface Props {
    readonly source: string;
    readonly title: string;
    readonly kind: 'dialog' | 'fragment';
    readonly children: ReactNode;
  }
  export default function RunnableDialog(props: Props): ReactNode;
}
