import { SwapOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderList } from '@/components/ui/order-list';
import { useMyPins, useReorderPins } from '../api/pins';
import './pins.css';

interface PinnedGroup {
  id: string;
  title: string;
  technology: { name: string };
}

/**
 * The member's own page: the order of their pinned groups, changed with up and down buttons behind "Change the
 * order". Every pin is listed, also one not shown on the page while its group is private or hidden.
 */
export function PinOrder({ username, shown }: { username: string; shown: PinnedGroup[] }) {
  const { t } = useTranslation(['pin-order', 'organise']);
  const { groupIds } = useMyPins();
  const [open, setOpen] = useState(false);
  const reorder = useReorderPins(username, { success: t('reordered') });
  if (groupIds.length < 2) return null;
  const items = groupIds.map((id) => {
    const group = shown.find((g) => g.id === id);
    return { key: id, name: group ? group.title || group.technology.name : t('notShown'), muted: !group };
  });
  return (
    <div className="ss-stack" data-testid="pin-order">
      <Button
        className="ss-pin-order__toggle"
        icon={<SwapOutlined rotate={90} />}
        aria-expanded={open}
        aria-controls="ss-pin-order"
        onClick={() => setOpen(!open)}
      >
        {t('order')}
      </Button>
      {open && (
        <div id="ss-pin-order">
          <OrderList
            items={items}
            busy={reorder.isPending}
            label={(direction, name) => t(`organise:order.${direction}`, { name })}
            onMove={(item, _, to) => {
              const next = groupIds.filter((id) => id !== item.key);
              next.splice(to, 0, item.key);
              void reorder.run(next);
            }}
          />
        </div>
      )}
    </div>
  );
}
