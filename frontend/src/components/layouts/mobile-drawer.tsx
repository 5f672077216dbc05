import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/logo';

/** The navigation drawer on phones (below 768 px). */
export default function MobileDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={300}
      title={<Logo />}
      className="ss-drawer"
      styles={{ body: { padding: 8 } }}
    >
      {children}
    </Drawer>
  );
}
