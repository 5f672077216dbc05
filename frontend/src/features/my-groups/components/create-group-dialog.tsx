import type { SnippetGroupDto } from '@api';
import { useMemberTechnologies } from '@/lib/member-technologies';
import { getMyGroupsPageKey } from '../api/get-my-groups';
import { useGroupActions } from '../hooks/use-group-actions';
import { parseMyGroupsQuery } from '../lib/my-groups-query';
import CreateGroupModal from './create-group-modal';
import SecretsDialog from './secrets-dialog';

/** The first page of the member's groups, newest first: where a new group shows. */
const FIRST_PAGE_KEY = getMyGroupsPageKey(parseMyGroupsQuery(new URLSearchParams()));

export interface CreateGroupDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (group: SnippetGroupDto) => void;
}

/**
 * The create-group dialog on its own, for screens other than the member's list (an organisation's groups): the
 * member's technologies, the write, and the secrets dialog when the scan refuses a public group's code. Loaded with
 * antd (lazyWithAntd) by whoever shows it.
 */
export default function CreateGroupDialog({ open, onClose, onCreated }: CreateGroupDialogProps) {
  const technologies = useMemberTechnologies();
  const actions = useGroupActions(FIRST_PAGE_KEY);
  return (
    <>
      <CreateGroupModal
        open={open}
        technologies={technologies.technologies}
        technologiesLoading={technologies.isLoading}
        actions={actions}
        onClose={onClose}
        onCreated={onCreated}
      />
      {actions.secrets.findings && <SecretsDialog {...actions.secrets} />}
    </>
  );
}
