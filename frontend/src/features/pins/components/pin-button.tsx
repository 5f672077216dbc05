import { PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/icon-button';
import { useCurrentUser } from '@/lib/session';
import { useMyPins, useTogglePin } from '../api/pins';

/** Profile: pins a public group to the top of the member's page, or unpins it (at most 6: the server says so past that). */
export function PinButton({ group }: { group: { id: string; isPublic: boolean; isHidden: boolean } }) {
  const { t } = useTranslation('organise');
  const { user } = useCurrentUser();
  const { groupIds } = useMyPins();
  const toggle = useTogglePin(user?.username ?? '', {
    success: ({ pinned }) => (pinned ? t('pins.pinned') : t('pins.unpinned')),
  });
  const pinned = groupIds.includes(group.id);
  // Only public groups that are not hidden can be pinned; a pinned one that is not any more can still be unpinned.
  if (!pinned && (!group.isPublic || group.isHidden)) return null;
  const label = pinned ? t('pins.unpin') : t('pins.pin');
  return (
    <IconButton
      label={label}
      type="text"
      icon={pinned ? <PushpinFilled /> : <PushpinOutlined />}
      aria-pressed={pinned}
      onClick={() => void toggle.run({ groupId: group.id, pinned: !pinned })}
      data-testid="pin-toggle"
    />
  );
}
