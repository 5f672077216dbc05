import type { SearchMatchDto } from '@api';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HighlightedText } from './highlighted-text';

/** Why a group matched the search: where ("Matched in code") and the line with the terms highlighted. */
export function MatchExcerpt({ match, versionLabel }: { match: SearchMatchDto; versionLabel?: string }) {
  const { t } = useTranslation('listing');
  const isCode = match.field === 'code';
  return (
    <div className="ss-match" data-testid="group-match" data-field={match.field}>
      <div className="ss-match__label">
        <SearchOutlined aria-hidden="true" />
        <span>{t(`match.${match.field}`)}</span>
        {versionLabel && <span className="ss-match__version">{versionLabel}</span>}
      </div>
      <div className={isCode ? 'ss-match__excerpt ss-match__excerpt--code' : 'ss-match__excerpt'} data-testid="group-match-excerpt">
        <HighlightedText text={match.excerpt} ranges={match.highlights} />
      </div>
    </div>
  );
}
