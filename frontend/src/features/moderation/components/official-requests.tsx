import type { ListOfficialRequestsStatus, OfficialRequestDto } from '@api';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Segmented, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApproveRequest, useOfficialRequests, useRejectRequest } from '../api/official-requests';
import { formatDateTime } from '../lib/format';
import { ModerationTable } from './moderation-table';
import { LoadError, RefreshButton } from './list-state';

const ICON_URL = /^(https:\/\/\S+|\/static\/\S+)$/;
const REASON_MAX = 500;

type Decision = { kind: 'approve' | 'reject'; request: OfficialRequestDto } | null;

/** Official-technology requests: the pending ones to approve (optional icon) or reject (reason), and the history. */
export function OfficialRequests() {
  const { t, i18n } = useTranslation('moderation');
  const [status, setStatus] = useState<ListOfficialRequestsStatus>('pending');
  const query = useOfficialRequests(status);
  const approve = useApproveRequest({ success: ({ request }) => t('requests.approved', { name: request.technologyName }) });
  const reject = useRejectRequest({ success: ({ request }) => t('requests.rejected', { name: request.technologyName }) });
  const [decision, setDecision] = useState<Decision>(null);
  const [imageURL, setImageURL] = useState('');
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const open = (kind: 'approve' | 'reject', request: OfficialRequestDto) => {
    setDecision({ kind, request });
    setImageURL('');
    setReason('');
    setSubmitted(false);
  };
  const imageInvalid = imageURL.trim() !== '' && !ICON_URL.test(imageURL.trim());
  const reasonMissing = submitted && !reason.trim();

  const submit = async () => {
    if (!decision) return;
    setSubmitted(true);
    const { request } = decision;
    if (decision.kind === 'approve') {
      if (imageInvalid) return;
      if ((await approve.run({ request, imageURL: imageURL.trim() })).ok) setDecision(null);
    } else {
      if (!reason.trim()) return;
      if ((await reject.run({ request, reason: reason.trim() })).ok) setDecision(null);
    }
  };

  const columns: TableColumnsType<OfficialRequestDto> = [
    {
      key: 'technology',
      title: t('requests.technology'),
      render: (_, request) => (
        <div className="ss-mod-tech">
          <Typography.Text strong>{request.technologyName}</Typography.Text>
          <Typography.Paragraph
            type="secondary"
            className="ss-mod-tech__use"
            ellipsis={{ rows: 2, expandable: true, symbol: t('common.more') }}
          >
            {request.technologyUse || t('requests.noUse')}
          </Typography.Paragraph>
        </div>
      ),
    },
    { key: 'requester', title: t('requests.requester'), dataIndex: 'requesterUsername', width: 160 },
    {
      key: 'date',
      title: t('requests.date'),
      width: 180,
      render: (_, request) => <span className="ss-nowrap">{formatDateTime(request.createdAt, i18n.language)}</span>,
    },
    status === 'pending'
      ? {
          key: 'actions',
          title: <span className="ss-visually-hidden">{t('common.actions')}</span>,
          width: 220,
          render: (_, request) => (
            <Space wrap>
              <Button
                type="primary"
                size="small"
                icon={<CheckOutlined />}
                onClick={() => open('approve', request)}
                data-testid="request-approve"
                aria-label={t('requests.approveNamed', { name: request.technologyName })}
              >
                {t('requests.approve')}
              </Button>
              <Button
                danger
                size="small"
                icon={<CloseOutlined />}
                onClick={() => open('reject', request)}
                data-testid="request-reject"
                aria-label={t('requests.rejectNamed', { name: request.technologyName })}
              >
                {t('requests.reject')}
              </Button>
            </Space>
          ),
        }
      : {
          key: 'outcome',
          title: t('requests.outcome'),
          width: 260,
          render: (_, request) => (
            <div className="ss-mod-outcome">
              <Tag color={request.status === 'approved' ? 'success' : 'error'}>{t(`requests.status.${request.status}`)}</Tag>
              {request.reason && <div className="ss-muted ss-mod-small">{request.reason}</div>}
            </div>
          ),
        },
  ];

  const busy = !!decision && (decision.kind === 'approve' ? approve : reject).isPending;

  return (
    <div className="ss-mod-section" data-testid="official-requests">
      <div className="ss-mod-toolbar">
        <Segmented<ListOfficialRequestsStatus>
          value={status}
          onChange={setStatus}
          options={[
            { value: 'pending', label: t('requests.status.pending') },
            { value: 'approved', label: t('requests.status.approved') },
            { value: 'rejected', label: t('requests.status.rejected') },
          ]}
          aria-label={t('requests.filter')}
          data-testid="requests-filter"
        />
        <RefreshButton query={query} />
      </div>
      <LoadError query={query} />
      <ModerationTable<OfficialRequestDto>
        label={t('tabs.requests')}
        rows={query.requests}
        columns={columns}
        loading={query.isLoading}
        minWidth={720}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        empty={<span data-testid="requests-empty">{t(`requests.empty.${status}`)}</span>}
        rowData={(request) => ({ 'data-testid': 'official-request', 'data-request-id': request.id })}
      />

      <Modal
        open={!!decision}
        title={
          decision &&
          (decision.kind === 'approve'
            ? t('requests.approveTitle', { name: decision.request.technologyName })
            : t('requests.rejectTitle', { name: decision.request.technologyName }))
        }
        okText={decision?.kind === 'approve' ? t('requests.approve') : t('requests.reject')}
        okButtonProps={{ danger: decision?.kind === 'reject', loading: busy, 'data-testid': 'decision-submit' }}
        cancelText={t('common.cancel')}
        onOk={() => void submit()}
        onCancel={() => setDecision(null)}
        destroyOnHidden
        data-testid="decision-modal"
      >
        {decision?.kind === 'approve' ? (
          <Form layout="vertical" onFinish={() => void submit()}>
            <Typography.Paragraph type="secondary">{t('requests.approveText')}</Typography.Paragraph>
            <Form.Item
              label={t('requests.iconURL')}
              htmlFor="ss-approve-icon"
              validateStatus={imageInvalid ? 'error' : undefined}
              help={imageInvalid ? t('requests.iconInvalid') : t('requests.iconHint')}
            >
              <Input
                id="ss-approve-icon"
                value={imageURL}
                placeholder="https://…/icon.svg"
                onChange={(event) => setImageURL(event.target.value)}
                data-testid="approve-icon-url"
              />
            </Form.Item>
            {imageURL.trim() && !imageInvalid && (
              <div className="ss-mod-icon-preview">
                <img src={imageURL.trim()} alt="" width={40} height={40} />
                <span className="ss-muted">{t('requests.iconPreview')}</span>
              </div>
            )}
          </Form>
        ) : (
          <Form layout="vertical">
            <Typography.Paragraph type="secondary">{t('requests.rejectText')}</Typography.Paragraph>
            <Form.Item
              label={t('requests.reason')}
              htmlFor="ss-reject-reason"
              required
              validateStatus={reasonMissing ? 'error' : undefined}
              help={reasonMissing ? t('requests.reasonRequired') : undefined}
            >
              <Input.TextArea
                id="ss-reject-reason"
                value={reason}
                maxLength={REASON_MAX}
                showCount
                autoSize={{ minRows: 3, maxRows: 6 }}
                placeholder={t('requests.reasonPlaceholder')}
                onChange={(event) => setReason(event.target.value)}
                data-testid="reject-reason"
              />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </div>
  );
}
