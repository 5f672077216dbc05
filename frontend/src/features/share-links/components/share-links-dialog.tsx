import { DeleteOutlined, LinkOutlined } from '@ant-design/icons';
import type { CreatedShareLinkDto, ShareLinkDto, ShareLinkExpiryHours } from '@api';
import { Button, Empty, Form, InputNumber, Modal, Select, Tag } from 'antd';
import { ConfirmButton } from '@/components/antd/confirm-button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecretShownOnce } from '@/components/ui/secret-shown-once';
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from '../api/share-links';
import '../share-links.css';

const EXPIRIES: (ShareLinkExpiryHours | 0)[] = [1, 24, 168, 720, 0];

interface CreateForm {
  expiry: ShareLinkExpiryHours | 0;
  maxViews: number | null;
}

/** The full address of a share link on this site. */
const linkUrl = (path: string) => new URL(path, window.location.origin).toString();

export interface ShareLinksDialogProps {
  groupId: string;
  groupLabel: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Profile: the owner's share links of one group, in a dialog: create (the link is shown once), list with views,
 * revoke. Loaded with antd when first opened (ShareLinksButton).
 */
export default function ShareLinksDialog({ groupId, groupLabel, open, onClose }: ShareLinksDialogProps) {
  const { t, i18n } = useTranslation('share-links');
  const [created, setCreated] = useState<CreatedShareLinkDto | null>(null);
  const { links, isLoading } = useShareLinks(groupId, open);
  const [form] = Form.useForm<CreateForm>();
  const create = useCreateShareLink(groupId);
  const revoke = useRevokeShareLink(groupId, { success: t('revoked') });

  const onFinish = async ({ expiry, maxViews }: CreateForm) => {
    const outcome = await create.run({ expiresInHours: expiry || null, maxViews: maxViews || null });
    if (outcome.ok) setCreated(outcome.data);
  };

  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const describe = (link: ShareLinkDto) =>
    [
      t('createdOn', { date: date(link.createdAt) }),
      link.maxViews === null ? t('views', { count: link.views }) : t('viewsOf', { count: link.views, max: link.maxViews }),
      link.expiresAt ? t(link.status === 'expired' ? 'expiredOn' : 'expiresOn', { date: date(link.expiresAt) }) : t('noExpiry'),
    ].join(' · ');

  return (
    <>
      <Modal
        open={open}
        title={t('title', { group: groupLabel })}
        onCancel={() => {
          onClose();
          setCreated(null);
        }}
        footer={null}
        destroyOnHidden
        data-testid="share-links-dialog"
      >
        <p className="ss-muted">{t('lead')}</p>
        <Form
          form={form}
          name={`share-link-${groupId}`}
          layout="vertical"
          requiredMark={false}
          initialValues={{ expiry: 168, maxViews: null }}
          onFinish={(values) => void onFinish(values)}
          className="ss-share-links__form"
        >
          <Form.Item label={t('expiry')} name="expiry">
            <Select
              data-testid="share-link-expiry"
              options={EXPIRIES.map((hours) => ({ value: hours, label: hours ? t(`expiries.${hours}`) : t('never') }))}
            />
          </Form.Item>
          <Form.Item label={t('maxViews')} name="maxViews">
            <InputNumber min={1} max={100000} precision={0} placeholder={t('unlimited')} data-testid="share-link-max-views" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<LinkOutlined />} loading={create.isPending} data-testid="share-link-create">
              {t('create')}
            </Button>
          </Form.Item>
        </Form>

        {created && (
          <SecretShownOnce
            type="success"
            value={linkUrl(created.path)}
            title={t('createdTitle')}
            messages={{ copy: t('copy'), copied: t('copied'), copyFailed: t('copyFailed') }}
            testId="share-link"
            className="ss-share-links__created"
          >
            <span className="ss-muted">{t('createdWarning')}</span>
          </SecretShownOnce>
        )}

        {!isLoading && links.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
        ) : (
          <ul className="ss-list ss-share-links__list" data-testid="share-link-list">
            {links.map((link) => (
              <li key={link.id} className="ss-list__box" data-testid="share-link-item">
                <span>
                  {link.status !== 'active' && <Tag color="red">{t(`status.${link.status}`)}</Tag>}
                  <span className="ss-muted">{describe(link)}</span>
                </span>
                <ConfirmButton
                  confirm={{
                    title: t('revokeConfirm'),
                    okText: t('revoke'),
                    cancelText: t('cancel'),
                    danger: true,
                    okTestId: 'share-link-confirm-revoke',
                  }}
                  onConfirm={() => revoke.run(link)}
                  danger
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('revoke')}
                  data-testid="share-link-revoke"
                />
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}
