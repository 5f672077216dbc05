import type { NotificationDto } from '@api';
import { Button, Empty, Pagination } from 'antd';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error';
import { groupPath, memberPath } from '@/lib/paths';
import { DigestSetting } from './digest-setting';
import { NOTIFICATIONS_PAGE_SIZE, useMarkAllRead, useMarkRead, useNotificationsPage } from '../api/notifications';
import './notifications.css';

/**
 * A kind's sentence with its `<actor>` and `<group>` tags made into the given elements. (react-i18next's Trans
 * would do it, but brings an HTML parser into the chunk every page loads at start.) The names are never parsed:
 * the sentence is written with the tags empty, and the elements carry the names as text.
 */
function withParts(sentence: string, parts: Record<'actor' | 'group', ReactNode>): ReactNode[] {
  return sentence
    .split(/<(actor|group)><\/(?:actor|group)>/)
    .map((piece, index) => (index % 2 === 1 ? <Fragment key={index}>{parts[piece as 'actor' | 'group']}</Fragment> : piece));
}

/** What a notification says, with links to who did it and to the group. */
function NotificationText({ notification }: { notification: NotificationDto }) {
  const { t } = useTranslation('notifications');
  const actorName = notification.actor?.username ?? t('someone');
  const groupName = notification.group ? notification.group.title || t('untitled') : t('unavailable');
  const actor = notification.actor ? <Link to={memberPath(notification.actor.username)}>{actorName}</Link> : <span>{actorName}</span>;
  const group = notification.group ? <Link to={groupPath(notification.group.id)}>{groupName}</Link> : <span>{groupName}</span>;
  const action = notification.action ? t(`actions.${notification.action}`, { defaultValue: notification.action }) : '';
  const sentence = t(`kinds.${notification.kind}`, { action, actor: '', group: '', interpolation: { escapeValue: false } });
  return <p className="ss-notification__text">{withParts(sentence, { actor, group })}</p>;
}

/** The member's notifications (/notifications), newest first: each marked read on its own or all at once. */
export default function NotificationsScreen() {
  const { t, i18n } = useTranslation('notifications');
  const [page, setPage] = useState(1);
  const { items, total, isLoading, error, retry } = useNotificationsPage(page);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead({ success: t('allReadToast') });
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  if (error) return <LoadError onRetry={retry} />;
  return (
    <section className="ss-page ss-notifications" data-testid="notifications-screen">
      <DigestSetting />
      <div className="ss-notifications__head">
        <p className="ss-muted">{t('total', { count: total })}</p>
        <Button
          onClick={() => void markAll.run()}
          loading={markAll.isPending}
          disabled={!items.some((n) => !n.read)}
          data-testid="notifications-read-all"
        >
          {t('markAllRead')}
        </Button>
      </div>
      {!isLoading && items.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <ul className="ss-list">
          {items.map((notification) => (
            <li
              key={notification.id}
              className={notification.read ? 'ss-notification' : 'ss-notification is-unread'}
              data-testid="notification"
              data-read={notification.read}
            >
              <NotificationText notification={notification} />
              <span className="ss-muted">{when(notification.createdAt)}</span>
              {!notification.read && (
                <Button size="small" onClick={() => void markRead.run(notification.id)} data-testid="notification-read">
                  {t('markRead')}
                  <span className="ss-visually-hidden">: {notification.actor?.username ?? ''}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {total > NOTIFICATIONS_PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={NOTIFICATIONS_PAGE_SIZE}
          total={total}
          onChange={setPage}
          showSizeChanger={false}
          size="small"
        />
      )}
    </section>
  );
}
