import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** Longest name a collection takes (CreateCollectionDto.name). */
const MAX_NAME_LENGTH = 80;

interface CollectionNameInputProps {
  value: string;
  onChange: (name: string) => void;
  'data-testid'?: string;
}

/** A new collection's name. */
export function CollectionNameInput({ value, onChange, 'data-testid': testId }: CollectionNameInputProps) {
  const { t } = useTranslation('organise');
  return (
    <Input
      value={value}
      onChange={(event) => onChange(event.target.value)}
      maxLength={MAX_NAME_LENGTH}
      placeholder={t('collections.namePlaceholder')}
      aria-label={t('collections.name')}
      data-testid={testId}
    />
  );
}
