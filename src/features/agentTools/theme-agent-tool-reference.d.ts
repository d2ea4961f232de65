// The theme component this feature's plugin serves (getThemePath).
declare module '@theme/AgentToolReference' {
  import type { ReactNode } from 'react';

  export default function AgentToolReference(): ReactNode;
}
