import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the admin screen's lists answer from their query (SWR's state), as RefreshButton and LoadError read it. */
interface ListQuery {
  data?: unknown;
  error?: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => Promise<unknown>;
}

/** Loads a list again; it spins while a reload runs (not on the first load, which the list shows itself). */
export function RefreshButton({ query }: { query: Pick<ListQuery, 'isLoading' | 'isValidating' | 'mutate'> }) {
  const { t } = useTranslation('moderation');
  return (
    <Button icon={<ReloadOutlined />} onClick={() => void query.mutate()} loading={query.isValidating && !query.isLoading}>
      {t('common.refresh')}
    </Button>
  );
}

/** Says a list could not be loaded, while there is nothing loaded before to show (nothing otherwise). */
export function LoadError({ query }: { query: Pick<ListQuery, 'data' | 'error'> }) {
  const { t } = useTranslation('moderation');
  return !!query.error && !query.data ? <Alert type="error" showIcon title={t('common.loadError')} /> : null;
}
