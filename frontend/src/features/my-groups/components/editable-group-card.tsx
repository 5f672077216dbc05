import type { SnippetGroupDto } from '@api';
import { Suspense } from 'react';
import { useVersionChoiceStore } from '@/stores/version-choice.store';
import type { ApiKey } from '@/lib/use-api-mutation';
import { useGroupActions } from '../hooks/use-group-actions';
import { useMyGroupsUi } from '../hooks/use-my-groups-ui';
import { shownVersionId } from '../lib/my-groups-ui';
import { SecretsDialog } from './lazy-parts';
import { type GroupManagement, MyGroupCard } from './my-group-card';
import './my-groups.css';

interface EditableGroupCardProps {
  group: SnippetGroupDto;
  /** The list the group is shown in (every page of it is reloaded after a write), e.g. an organisation's groups. */
  listKey: ApiKey;
  manage: GroupManagement;
}

/**
 * A group the member edits though it is not in their own list (an organisation's, written by role): the Profile's card,
 * with its versions, drafts and snippets, on its own; the list it is shown in is reloaded after every write.
 */
export function EditableGroupCard({ group, listKey, manage }: EditableGroupCardProps) {
  const actions = useGroupActions(listKey, { reloadPage: true });
  const [ui, dispatch] = useMyGroupsUi();
  const remembered = useVersionChoiceStore((state) => state.chosen[group.id]);
  return (
    <>
      <MyGroupCard
        group={group}
        collapsed={!!ui.collapsed[group.id]}
        versionId={shownVersionId(ui.selectedVersion, group, remembered)}
        edition={ui.edition}
        dispatch={dispatch}
        actions={actions}
        pageKey={listKey}
        manage={manage}
      />
      {actions.secrets.findings && (
        <Suspense fallback={null}>
          <SecretsDialog {...actions.secrets} />
        </Suspense>
      )}
    </>
  );
}
