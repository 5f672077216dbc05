import { InfoCircleOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Modal, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCustomTechnologies } from '../hooks/use-custom-technologies';
import { CustomTechnologyForm } from './custom-technology-form';
import { CustomTechnologyItem } from './custom-technology-item';
import './custom-technologies.css';

/**
 * The member's custom technologies: list, create, edit, delete and request official status.
 * Rendered by the Custom technologies screen and inside Config, both for members only (the router's guards).
 */
export function CustomTechnologiesPanel() {
  const { t } = useTranslation('technologies');
  const [modal, modalContext] = Modal.useModal();
  const api = useCustomTechnologies();
  const { items, newDraft, editDraft, isSaving } = api;

  const confirmDelete = (id: string, name: string) => {
    void modal.confirm({
      title: t('messages:confirm.deleteTechnology', { name }),
      okText: t('messages:confirm.ok'),
      cancelText: t('messages:confirm.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-delete-technology' },
      onOk: () => api.remove(id),
    });
  };

  return (
    <Card
      className="ss-ctech"
      data-testid="custom-technologies-panel"
      title={
        <span className="ss-card-title">
          {t('panel.title')}
          {items.length > 0 && (
            <Tag variant="filled" className="ss-count-tag" data-testid="custom-technologies-count">
              {items.length}
            </Tag>
          )}
        </span>
      }
      extra={
        !newDraft && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={api.startCreate}
            disabled={isSaving}
            aria-label={t('panel.new')}
            data-testid="custom-technology-new"
          >
            <span className="ss-hide-sm">{t('panel.new')}</span>
          </Button>
        )
      }
    >
      {modalContext}
      <p className="ss-muted ss-card-lead ss-ctech__hint">
        <InfoCircleOutlined /> {t('panel.privateHint')}
      </p>

      {newDraft && (
        <div className="ss-ctech__create">
          <CustomTechnologyForm
            mode="create"
            name={newDraft.name}
            use={newDraft.use}
            onChange={api.changeNewDraft}
            onSubmit={() => void api.create()}
            onCancel={api.cancelCreate}
            isSaving={isSaving}
          />
        </div>
      )}

      {api.isListLoading && <Skeleton active avatar paragraph={{ rows: 2 }} data-testid="custom-technologies-loading" />}

      {api.listFailed && (
        <Alert
          type="error"
          showIcon
          title={t('messages:errors.loadingTechnologies')}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={api.reload}>
              {t('panel.retry')}
            </Button>
          }
          data-testid="custom-technologies-error"
        />
      )}

      {api.isListLoaded && items.length === 0 && !newDraft && (
        <Empty
          className="ss-empty-card"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={<span data-testid="custom-technologies-empty">{t('messages:empty.noCustomTechnologies')}</span>}
        >
          <Button icon={<PlusOutlined />} onClick={api.startCreate}>
            {t('panel.new')}
          </Button>
        </Empty>
      )}

      {items.length > 0 && (
        <ul className="ss-list ss-ctech__list" aria-label={t('panel.listLabel')}>
          {items.map((item) =>
            item.isEditing && editDraft?.id === item.id ? (
              <li
                key={item.id}
                className="ss-ctech-item ss-ctech-item--editing"
                data-testid="custom-technology-item"
                data-technology-id={item.id}
              >
                <CustomTechnologyForm
                  mode="edit"
                  originalName={item.name}
                  name={editDraft.name}
                  use={editDraft.use}
                  onChange={api.changeEditDraft}
                  onSubmit={() => void api.saveEdit()}
                  onCancel={api.cancelEdit}
                  isSaving={isSaving}
                />
              </li>
            ) : (
              <CustomTechnologyItem
                key={item.id}
                item={item}
                onCheck={() => api.check(item.id)}
                onEdit={() => api.startEdit(item)}
                onDelete={() => confirmDelete(item.id, item.name)}
                onRequestOfficial={() => void api.requestOfficialStatus(item.id)}
                isRequesting={api.isRequesting(item.id)}
                isDeleting={api.isDeleting(item.id)}
                isBusy={isSaving}
              />
            ),
          )}
        </ul>
      )}

      {items.length > 0 && <p className="ss-muted ss-ctech__footnote">{t('panel.approvedHint')}</p>}
    </Card>
  );
}
