import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** Previous and next page of a list the server answers without its total: "next" while the page is full. */
export function PageTurner({ page, full, onChange }: { page: number; full: boolean; onChange: (page: number) => void }) {
  const { t } = useTranslation('teams');
  if (page === 1 && !full) return null;
  return (
    <nav className="ss-teams-pager" aria-label={t('pager.label')}>
      <Button icon={<LeftOutlined />} disabled={page === 1} onClick={() => onChange(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span className="ss-muted">{t('pager.page', { page })}</span>
      <Button icon={<RightOutlined />} iconPosition="end" disabled={!full} onClick={() => onChange(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
