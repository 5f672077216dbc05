import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DiffVersionRef } from './version-diff';
import VersionDiffPanel from './version-diff-panel';

interface VersionDiffDialogProps {
  groupId: string;
  versions: readonly DiffVersionRef[];
  versionCount?: number;
  versionId?: string;
  onClose: () => void;
}

/** The diff of two versions in a dialog: its own chunk with the panel and the diff library, loaded when opened. */
export default function VersionDiffDialog({ groupId, versions, versionCount, versionId, onClose }: VersionDiffDialogProps) {
  const { t } = useTranslation('code');
  return (
    <Modal open title={t('diff.title')} footer={null} onCancel={onClose} width={1100} className="ss-diff-modal" destroyOnHidden>
      <VersionDiffPanel groupId={groupId} versions={versions} versionCount={versionCount} versionId={versionId} />
    </Modal>
  );
}
