import type { MemberTechnologyDto } from '@api';
import { Select, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TechnologyIcon } from '@/components/technology/technology-icon';

interface TechnologySelectProps {
  technologies: MemberTechnologyDto[];
  value: string | undefined;
  onChange: (id: string) => void;
  loading?: boolean;
  status?: 'error';
  id?: string;
}

function Option({ technology, customLabel }: { technology: MemberTechnologyDto; customLabel: string }) {
  return (
    <span className="ss-tech-option">
      <TechnologyIcon technology={technology} size={18} />
      <span className="ss-tech-option__name">{technology.name}</span>
      {technology.isCustom && <Tag className="ss-tech-option__tag">{customLabel}</Tag>}
    </span>
  );
}

/** Searchable technology picker: official technologies, then the member's custom ones (marked). */
export function TechnologySelect({ technologies, value, onChange, loading, status, id }: TechnologySelectProps) {
  const { t } = useTranslation('my-groups');
  const options = useMemo(() => {
    const toOption = (technology: MemberTechnologyDto) => ({
      value: technology.id,
      searchText: technology.name,
      label: <Option technology={technology} customLabel={t('custom')} />,
    });
    const official = technologies.filter((technology) => !technology.isCustom).map(toOption);
    const custom = technologies.filter((technology) => technology.isCustom).map(toOption);
    return [
      { label: t('create.official'), title: t('create.official'), options: official },
      ...(custom.length ? [{ label: t('create.yourCustom'), title: t('create.yourCustom'), options: custom }] : []),
    ];
  }, [technologies, t]);

  return (
    <Select
      id={id}
      className="ss-tech-select"
      showSearch={{ optionFilterProp: 'searchText' }}
      value={value}
      onChange={onChange}
      loading={loading}
      status={status}
      placeholder={t('create.technologyPlaceholder')}
      aria-label={t('create.technology')}
      data-testid="technology-select"
      options={options}
      listHeight={320}
    />
  );
}
