import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { TechnologyIcon } from '@/components/technology/technology-icon';
import type { CustomTechnologyItem as Item } from '../state/custom-technologies.reducer';

interface CustomTechnologyItemProps {
  item: Item;
  onCheck: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onRequestOfficial: () => void;
  isRequesting: boolean;
  isDeleting: boolean;
  /** Another create/edit/request is running: actions wait. */
  isBusy: boolean;
}

function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

function reasonText(reason: unknown): string {
  return typeof reason === 'string' ? reason : '';
}

/** One custom technology: name, use, official-request state and its actions; checking it shows its details. */
export function CustomTechnologyItem({
  item,
  onCheck,
  onEdit,
  onDelete,
  onRequestOfficial,
  isRequesting,
  isDeleting,
  isBusy,
}: CustomTechnologyItemProps) {
  const { t, i18n } = useTranslation('technologies');
  const request = item.officialRequest;
  const status = request?.status;
  const isPending = status === 'pending';
  const rejectedReason = status === 'rejected' ? reasonText(request?.reason) : '';

  return (
    <li
      className={`ss-ctech-item${item.isChecked ? ' ss-ctech-item--checked' : ''}`}
      data-testid="custom-technology-item"
      data-technology-id={item.id}
      data-request-status={status ?? 'none'}
    >
      <button
        type="button"
        className="ss-ctech-item__main"
        aria-pressed={item.isChecked}
        aria-label={t('item.showDetails', { name: item.name })}
        onClick={onCheck}
        data-testid="custom-technology-check"
      >
        <TechnologyIcon technology={item} size={36} />
        <span className="ss-ctech-item__text">
          <span className="ss-ctech-item__head">
            <span className="ss-ctech-item__name">{item.name}</span>
            {status === 'pending' && (
              <Tag color="gold" icon={<ClockCircleOutlined />} data-testid="official-request-state">
                {t('request.pending')}
              </Tag>
            )}
            {status === 'rejected' && (
              <Tag color="error" icon={<CloseCircleOutlined />} data-testid="official-request-state">
                {t('request.rejected')}
              </Tag>
            )}
            {status === 'approved' && (
              <Tag color="success" icon={<CheckCircleOutlined />} data-testid="official-request-state">
                {t('request.approved')}
              </Tag>
            )}
            {!status && <Tag className="ss-ctech-item__custom">{t('item.custom')}</Tag>}
          </span>
          <span className={`ss-ctech-item__use${item.use ? '' : ' ss-muted'}`}>{item.use || t('item.noUse')}</span>
          {rejectedReason && (
            <span className="ss-ctech-item__reason" data-testid="official-request-reason">
              {t('request.rejectedReason', { reason: rejectedReason })}
            </span>
          )}
          {item.isChecked && request && (
            <span className="ss-ctech-item__meta ss-muted">
              {t('request.' + (isPending ? 'pendingHint' : status === 'rejected' ? 'rejected' : 'approved'))}
              {' · '}
              {t('item.requestedOn', { date: formatDate(request.createdAt, i18n.language) })}
            </span>
          )}
        </span>
      </button>
      <div className="ss-ctech-item__actions">
        <Tooltip title={isPending ? t('request.pendingHint') : undefined}>
          <Button
            size="small"
            icon={<SendOutlined />}
            disabled={isPending || (isBusy && !isRequesting)}
            loading={isRequesting}
            onClick={onRequestOfficial}
            aria-label={t('request.actionNamed', { name: item.name })}
            data-testid="custom-technology-request"
          >
            <span className="ss-hide-sm">{status === 'rejected' ? t('request.again') : t('request.action')}</span>
          </Button>
        </Tooltip>
        <Button
          size="small"
          icon={<EditOutlined />}
          disabled={isBusy}
          onClick={onEdit}
          aria-label={t('item.editNamed', { name: item.name })}
          data-testid="custom-technology-edit"
        >
          <span className="ss-hide-sm">{t('item.edit')}</span>
        </Button>
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          loading={isDeleting}
          onClick={onDelete}
          aria-label={t('item.deleteNamed', { name: item.name })}
          data-testid="custom-technology-delete"
        >
          <span className="ss-hide-sm">{t('item.delete')}</span>
        </Button>
      </div>
    </li>
  );
}
