// Wrapped to give docs pages their edit link from the page's source path (src/config/repository.ts)
// instead of the docs plugin's editUrl option, which adds the URL to every page's metadata.
import { useContext, type ReactNode } from 'react';
import EditMetaRow from '@theme-init/EditMetaRow';
import type EditMetaRowType from '@theme/EditMetaRow';
import type { WrapperProps } from '@docusaurus/types';
import { DocEditUrlContext } from '@site/src/features/readerTools/client/editUrlContext';

type Props = WrapperProps<typeof EditMetaRowType>;

export default function EditMetaRowWrapper(props: Props): ReactNode {
  const docEditUrl = useContext(DocEditUrlContext);
  return <EditMetaRow {...props} editUrl={props.editUrl ?? docEditUrl} />;
}
