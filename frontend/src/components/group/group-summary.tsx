import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { groupPath, tagPath } from '@/lib/paths';
import './group-summary.css';

interface GroupSummaryProps {
  group: { id: string; title: string; description: string; technology: { name: string }; tags?: string[] };
  /** The group's own page shows the title as its heading: no link to itself there. */
  linked?: boolean;
}

type Summarized = GroupSummaryProps['group'];

/** The group's title, or "<technology> snippets" when it has none. */
export function useGroupTitle(group: Summarized | undefined): string | undefined {
  const { t } = useTranslation('common');
  if (!group) return undefined;
  return group.title || t('group.untitled', { technology: group.technology.name });
}

/**
 * A group's title (or, without one, "<technology> snippets") linked to its page, and its description:
 * the same on every card (Index, Profile, technology and member pages).
 */
export function GroupSummary({ group, linked = true }: GroupSummaryProps) {
  const title = useGroupTitle(group);
  return (
    <div className="ss-group-summary">
      {linked ? (
        <Link to={groupPath(group.id)} className="ss-group-summary__title" data-testid="group-link">
          {title}
        </Link>
      ) : (
        <span className="ss-group-summary__title" data-testid="group-title">
          {title}
        </span>
      )}
      {group.description && (
        // Three lines at most on cards (CSS line clamp: antd's Typography would weigh on the Index's first load).
        <p
          className={`ss-group-summary__description ss-muted${linked ? ' ss-group-summary__description--clamped' : ''}`}
          title={linked ? group.description : undefined}
          data-testid="group-description"
        >
          {group.description}
        </p>
      )}
      <GroupTags tags={group.tags} />
    </div>
  );
}

/** A group's tags as chips (nothing when it has none): on cards and on the group's page. */
export function GroupTags({ tags }: { tags: readonly string[] | undefined }) {
  const { t } = useTranslation('common');
  if (!tags?.length) return null;
  return (
    <ul className="ss-group-summary__tags" aria-label={t('group.tags')} data-testid="group-tags">
      {tags.map((tag) => (
        <li key={tag} className="ss-tag">
          <Link to={tagPath(tag)} className="ss-tag__link">
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
