import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeView } from '@/components/code/code-view';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { SkeletonLines } from '@/components/ui/feedback';
import { Popover } from '@/components/ui/popover';
import type { ShownSnippet } from '../lib/card-version';
import { FormSlot, SnippetForm } from './lazy-parts';
import type { SnippetDraft } from './snippet-form';

interface SnippetItemProps {
  snippet: ShownSnippet;
  language: string;
  /** The version's whole code is on its way (after onShowWhole, or to edit a cut snippet). */
  loadingWhole: boolean;
  /** "Show all N lines" of a cut snippet: the card reads its version in full. */
  onShowWhole: () => void;
  /** The snippet's whole code (copy and "Fill in and copy" of a cut preview). */
  loadFullCode: () => Promise<string>;
  isEditing: boolean;
  onStartEdit: () => void;
  onCancelEdit: () => void;
  onSave: (draft: SnippetDraft) => Promise<boolean>;
  onDelete: () => Promise<unknown>;
}

/**
 * One snippet: its description and highlighted code (copy button), or the edit form while in edition. A cut snippet
 * (the card's preview) shows its first lines and "Show all N lines"; it is edited only once its whole code is read.
 */
export function SnippetItem({
  snippet,
  language,
  loadingWhole,
  onShowWhole,
  loadFullCode,
  isEditing,
  onStartEdit,
  onCancelEdit,
  onSave,
  onDelete,
}: SnippetItemProps) {
  const { t } = useTranslation('my-groups');
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (isEditing && snippet.truncated) {
    // The card reads the version in full (MyGroupCard): the form opens on the whole code, never the preview.
    return (
      <div className="ss-snippet" data-testid="snippet-loading" aria-busy="true">
        <SkeletonLines rows={3} />
      </div>
    );
  }
  if (isEditing) {
    return (
      <FormSlot>
        <SnippetForm
          mode="edit"
          language={language}
          initial={{ description: snippet.description, code: snippet.code }}
          onSubmit={onSave}
          onCancel={onCancelEdit}
        />
      </FormSlot>
    );
  }
  const remove = async () => {
    setDeleting(true);
    try {
      await onDelete();
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };
  return (
    <div className="ss-snippet" data-testid="snippet" data-snippet-id={snippet.id}>
      <div className="ss-snippet__head">
        <p className={snippet.description ? 'ss-snippet__desc' : 'ss-snippet__desc ss-muted'}>
          {snippet.description || t('snippet.untitled')}
        </p>
        <div className="ss-snippet__actions">
          <IconButton
            label={t('snippet.edit')}
            size="small"
            type="text"
            icon={<EditOutlined />}
            onClick={onStartEdit}
            data-testid="edit-snippet"
          />
          <Popover
            open={confirming}
            onOpenChange={setConfirming}
            title={t('snippet.deleteConfirm')}
            autoFocus
            data-testid="delete-snippet-confirm"
            content={
              <div className="ss-popover__actions">
                <Button size="small" onClick={() => setConfirming(false)}>
                  {t('messages:confirm.cancel')}
                </Button>
                <Button size="small" type="primary" danger loading={deleting} onClick={() => void remove()}>
                  {t('messages:confirm.ok')}
                </Button>
              </div>
            }
          >
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('snippet.delete')}
              aria-expanded={confirming}
              onClick={() => setConfirming(!confirming)}
              data-testid="delete-snippet"
            />
          </Popover>
        </div>
      </div>
      <CodeView
        code={snippet.code}
        language={language}
        maxHeight={420}
        truncated={snippet.truncated}
        lineCount={snippet.lineCount}
        loadFullCode={loadFullCode}
        onShowAll={onShowWhole}
        showingAll={loadingWhole}
      />
    </div>
  );
}
