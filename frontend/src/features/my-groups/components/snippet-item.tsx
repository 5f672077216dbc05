import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { SnippetDto } from '@api';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeView } from '@/components/code/code-view';
import { SnippetForm, type SnippetDraft } from './snippet-form';

interface SnippetItemProps {
  snippet: SnippetDto;
  language: string;
  isEditing: boolean;
  onStartEdit: () => void;
  onCancelEdit: () => void;
  onSave: (draft: SnippetDraft) => Promise<boolean>;
  onDelete: () => Promise<unknown>;
}

/** One snippet: its description and highlighted code (copy button), or the edit form while in edition. */
export function SnippetItem({ snippet, language, isEditing, onStartEdit, onCancelEdit, onSave, onDelete }: SnippetItemProps) {
  const { t } = useTranslation('my-groups');
  if (isEditing) {
    return (
      <SnippetForm
        mode="edit"
        language={language}
        initial={{ description: snippet.description, code: snippet.code }}
        onSubmit={onSave}
        onCancel={onCancelEdit}
      />
    );
  }
  return (
    <div className="ss-snippet" data-testid="snippet" data-snippet-id={snippet.id}>
      <div className="ss-snippet__head">
        <p className={snippet.description ? 'ss-snippet__desc' : 'ss-snippet__desc ss-muted'}>
          {snippet.description || t('snippet.untitled')}
        </p>
        <div className="ss-snippet__actions">
          <Tooltip title={t('snippet.edit')}>
            <Button
              size="small"
              type="text"
              icon={<EditOutlined />}
              aria-label={t('snippet.edit')}
              onClick={onStartEdit}
              data-testid="edit-snippet"
            />
          </Tooltip>
          <Popconfirm
            title={t('snippet.deleteConfirm')}
            okText={t('messages:confirm.ok')}
            cancelText={t('messages:confirm.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={onDelete}
          >
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('snippet.delete')}
              data-testid="delete-snippet"
            />
          </Popconfirm>
        </div>
      </div>
      <CodeView code={snippet.code} language={language} maxHeight={420} />
    </div>
  );
}
