import { useTranslation } from 'react-i18next';
import { ToolbarSelect } from '@/components/ui/toolbar-select';
import { TechnologyIcon } from './technology-icon';
import './group-technology-filter.css';

export interface FilterTechnology {
  id: string;
  name: string;
  imageURL: string;
  /** Groups of it, when known. */
  count?: number;
}

const ALL = '__all__';

/**
 * The technologies a filter offers, by name: those `known` (the official ones and the member's custom ones) and the
 * one `chosen`, found in `groups` when it is not known (another member's custom technology), else named "unknown".
 */
export function filterTechnologies(
  known: readonly FilterTechnology[],
  chosen: string | null,
  groups: readonly { technologyID: string; technology: { name: string; imageURL: string } }[],
  unknownName: string,
): FilterTechnology[] {
  const byId = new Map<string, FilterTechnology>(known.map(({ id, name, imageURL }) => [id, { id, name, imageURL }]));
  if (chosen && !byId.has(chosen)) {
    const group = groups.find((item) => item.technologyID === chosen);
    byId.set(chosen, { id: chosen, name: group?.technology.name ?? unknownName, imageURL: group?.technology.imageURL ?? '' });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

interface GroupTechnologyFilterProps {
  technologies: readonly FilterTechnology[];
  /** The technology chosen; null: every one. */
  value: string | null;
  onChange: (id: string | null) => void;
  className?: string;
}

/** A toolbar's technology filter (the Profile's groups, an organisation's): "All technologies", then each by name. */
export function GroupTechnologyFilter({ technologies, value, onChange, className }: GroupTechnologyFilterProps) {
  const { t } = useTranslation();
  return (
    <ToolbarSelect<string>
      fieldClassName={['ss-group-technology-filter', className].filter(Boolean).join(' ')}
      label={t('technologyFilter.label')}
      value={value ?? ALL}
      onChange={(next) => onChange(next === ALL ? null : next)}
      data-testid="technology-filter"
      options={[
        { value: ALL, label: t('technologyFilter.all') },
        ...technologies.map((technology) => ({
          value: technology.id,
          label: technology.name,
          icon: <TechnologyIcon technology={technology} size={18} />,
          extra: technology.count === undefined ? undefined : <span className="ss-count-pill">{technology.count}</span>,
        })),
      ]}
    />
  );
}
