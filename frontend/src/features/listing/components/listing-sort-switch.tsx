import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { SortMode } from '../lib/listing-query';

/** The order of a page's own list of groups (a technology's, a tag's): newest first when asked, else most upvoted. */
export function pageListSort(sort: SortMode): SortMode {
  return sort === SortMode.RECENT ? SortMode.RECENT : SortMode.POPULARITY;
}

/** The switch between the two orders of a page's own list of groups (see {@link pageListSort}). */
export function ListingSortSwitch({ value, onChange, testId }: { value: SortMode; onChange: (value: SortMode) => void; testId: string }) {
  const { t } = useTranslation('discover');
  return (
    <Segmented<SortMode>
      value={value}
      onChange={onChange}
      options={[
        { value: SortMode.POPULARITY, label: t('sort.popular') },
        { value: SortMode.RECENT, label: t('sort.recent') },
      ]}
      aria-label={t('sort.label')}
      data-testid={testId}
    />
  );
}
