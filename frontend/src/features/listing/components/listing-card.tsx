import type { ReportCategory } from '@api';
import { CodeOutlined, DownOutlined, UpOutlined, UserOutlined } from '@ant-design/icons';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CodeView } from '@/components/code/code-view';
import { useCardActions } from '@/components/group/card-actions';
import { GroupSummary } from '@/components/group/group-summary';
import { Button } from '@/components/ui/button';
import { Tag } from '@/components/ui/feedback';
import { ListSelect } from '@/components/ui/list-select';
import { Tooltip } from '@/components/ui/tooltip';
import { TechnologyIcon } from '@/components/technology/technology-icon';
import { VersionDiffButton } from '@/components/version-diff/version-diff-button';
import { LoadError } from '@/components/ui/load-error';
import { CARD_PREVIEW_SNIPPETS, isCut, loadSnippetCode, useShareToken, useVersionList, useVersionSnippets } from '@/lib/group-version';
import { groupPath, memberPath, technologyPath } from '@/lib/paths';
import { pickVersionId, useVersionChoiceStore } from '@/stores/version-choice.store';
import type { ReportOutcome } from '../hooks/use-group-interactions';
import type { ListingGroup } from '../api/get-listing';
import { formatFullDate, formatRelativeTime } from '../lib/relative-time';
import { EmbedButton } from './embed-button';
import { type ForkTarget, ForkButton } from './fork-button';
import { MatchExcerpt } from './match-excerpt';
import { ReportButton } from './report-button';
import { UpvoteButton } from './upvote-button';
import '../listing.css';

/** Snippets shown before "Show more" in a version: as many as a card carries of the version it shows. */
const VISIBLE_SNIPPETS = CARD_PREVIEW_SNIPPETS;

interface ListingCardProps {
  group: ListingGroup;
  /** A search is active: show why the group matched. */
  searching: boolean;
  isAuthenticated: boolean;
  isOwn: boolean;
  /** Without them the card is read-only (a group opened through a share link): no upvote, report or embed. */
  onToggleUpvote?: (group: ListingGroup) => void;
  onReport?: (group: ListingGroup, reason: string, category: ReportCategory) => Promise<ReportOutcome>;
  /** Copies the group (versionId null: every version) into the member's groups; not offered on one's own groups. */
  onFork?: (group: ListingGroup, versionId: string | null, organisation?: string) => void;
  /** The organisations the member may fork into (the group's page reads them); none: their own groups only. */
  forkTargets?: readonly ForkTarget[];
  /** On the group's own page: every snippet shown, and no link to the page itself. */
  full?: boolean;
}

function versionLabel(version: { no: string; name: string }): string {
  return version.name ? `${version.no} · ${version.name}` : version.no;
}

/**
 * A public snippets group, read-only: technology, owner, date, version selector, snippets, upvote and report.
 * Memoized: in a list (ListedGroups) a card renders again only when its own props change.
 */
export const ListingCard = memo(function ListingCard({
  group,
  searching,
  isAuthenticated,
  isOwn,
  onToggleUpvote,
  onReport,
  onFork,
  forkTargets,
  full = false,
}: ListingCardProps) {
  const { t, i18n } = useTranslation('listing');
  const match = searching ? group.match : undefined;
  // The version chosen in this card, else the one that matched the search, else the one chosen last on
  // this device (here or on the Profile), else the newest: the same rule as the Profile's.
  const [chosenVersion, setChosenVersion] = useState<string | null>(null);
  const rememberedVersion = useVersionChoiceStore((state) => state.chosen[group.id]);
  const rememberVersion = useVersionChoiceStore((state) => state.choose);
  const [expanded, setExpanded] = useState(false);
  // "Show all N lines" pressed on a cut snippet of the version shown: the version is read in full.
  const [showWhole, setShowWhole] = useState(false);
  // The versions the card lists; all of them (numbers and names) once the switcher is about to open, when the card left some out.
  const [wantAllVersions, setWantAllVersions] = useState(false);
  const shareToken = useShareToken();
  const versions = useVersionList(group.id, group.versions, group.versionCount, wantAllVersions);
  const versionId = pickVersionId(versions, chosenVersion, match?.versionID, rememberedVersion, group.previewVersionID);
  const version = versions.find((candidate) => candidate.id === versionId);
  const matchedOnCard = !match?.snippetID || !!version?.snippets.some((snippet) => snippet.id === match.snippetID);
  // The card's preview, or the version read in full when the card needs more than it carries.
  const {
    snippets,
    total,
    isLoading: loadingWhole,
    error: wholeError,
    retry: retryWhole,
  } = useVersionSnippets(group.id, version, full || expanded || showWhole || !matchedOnCard);
  const matchedIndex = match?.snippetID ? snippets.findIndex((snippet) => snippet.id === match.snippetID) : -1;
  const showAll = full || expanded || matchedIndex >= VISIBLE_SNIPPETS;
  const shown = showAll ? snippets : snippets.slice(0, VISIBLE_SNIPPETS);
  // Snippets not shown: collapsed, or still on their way (the toggle then waits).
  const hidden = Math.max(0, total - shown.length);
  const matchVersion = match?.versionID ? versions.find((candidate) => candidate.id === match.versionID) : undefined;
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Unique on the page even when a group shows twice (a member's pinned groups above their groups).
  const headingId = `ss-group-${group.id}${useId()}`;
  // What the app adds to every card (Add to collection), on public groups.
  const extraActions = useCardActions(group);

  return (
    <article className="ss-listing-card" data-testid="listing-card" data-group-id={group.id} aria-labelledby={headingId}>
      <header className="ss-listing-card__head">
        <span className="ss-listing-card__icon">
          <TechnologyIcon technology={group.technology} size={30} />
        </span>
        <div className="ss-listing-card__title-block">
          <h3 id={headingId} className="ss-listing-card__title" data-testid="group-technology">
            {group.technology.isCustom ? (
              <span className="ss-listing-card__title-text">{group.technology.name}</span>
            ) : (
              <Link to={technologyPath(group.technology.slug)} className="ss-listing-card__title-text" data-testid="technology-link">
                {group.technology.name}
              </Link>
            )}
            {group.technology.isCustom && (
              <Tag className="ss-listing-card__custom" filled>
                {t('technologies.custom')}
              </Tag>
            )}
          </h3>
          <div className="ss-listing-card__version-row">
            {group.versionCount > 1 ? (
              <span
                className="ss-listing-card__version-wrap"
                onPointerEnter={() => setWantAllVersions(true)}
                onFocus={() => setWantAllVersions(true)}
              >
                <ListSelect
                  size="small"
                  className="ss-listing-card__version"
                  value={version?.id}
                  onChange={(id) => {
                    setChosenVersion(id);
                    rememberVersion(group.id, id);
                    setExpanded(false);
                    setShowWhole(false);
                  }}
                  aria-label={t('group.version')}
                  data-testid="version-select"
                  options={versions.map((candidate) => ({ value: candidate.id, label: versionLabel(candidate) }))}
                />
              </span>
            ) : (
              version && (
                <Tag className="ss-listing-card__version-tag" data-testid="version-tag">
                  {versionLabel(version)}
                </Tag>
              )
            )}
            <span className="ss-muted ss-listing-card__counts">
              <CodeOutlined aria-hidden="true" /> {t('group.snippets', { count: total })}
              {group.versionCount > 1 && <> · {t('group.versions', { count: group.versionCount })}</>}
            </span>
            <VersionDiffButton groupId={group.id} versions={versions} versionCount={group.versionCount} versionId={version?.id} compact />
          </div>
        </div>
      </header>

      {!full && <GroupSummary group={group} />}

      {match && (
        <MatchExcerpt match={match} versionLabel={matchVersion && match.field !== 'version' ? versionLabel(matchVersion) : undefined} />
      )}

      <div className="ss-listing-card__snippets" data-testid="group-snippets">
        {total === 0 && <p className="ss-muted ss-listing-card__empty">{t('messages:empty.noSnippets')}</p>}
        {loadingWhole && shown.length === 0 && <p className="ss-muted ss-listing-card__empty">{t('group.loading')}</p>}
        {shown.map((snippet) => (
          <section
            key={snippet.id}
            className={snippet.id === match?.snippetID ? 'ss-snippet ss-snippet--matched' : 'ss-snippet'}
            data-testid="snippet"
          >
            {snippet.description && (
              <p className="ss-snippet__description" data-testid="snippet-description">
                {snippet.description}
              </p>
            )}
            <CodeView
              code={snippet.code}
              language={group.technology.language}
              maxHeight={320}
              fillGroupId={group.id}
              truncated={isCut(snippet)}
              lineCount={isCut(snippet) ? snippet.lineCount : undefined}
              loadFullCode={versionId ? () => loadSnippetCode(group.id, versionId, snippet.id, shareToken) : undefined}
              onShowAll={() => setShowWhole(true)}
              showingAll={loadingWhole}
            />
          </section>
        ))}
        {!!wholeError && <LoadError onRetry={retryWhole} />}
        {(hidden > 0 || (expanded && total > VISIBLE_SNIPPETS)) && (
          <Button
            type="link"
            size="small"
            className="ss-listing-card__more"
            icon={hidden > 0 ? <DownOutlined /> : <UpOutlined />}
            loading={loadingWhole && showAll}
            onClick={() => setExpanded(hidden > 0)}
            data-testid="snippets-toggle"
          >
            {hidden > 0 ? t('group.showMore', { count: hidden }) : t('group.showLess')}
          </Button>
        )}
      </div>

      <footer className="ss-listing-card__foot">
        <div className="ss-listing-card__meta">
          <span className="ss-avatar ss-listing-card__avatar" aria-hidden="true">
            {group.owner.imageUrl ? <img src={group.owner.imageUrl} alt="" /> : <UserOutlined />}
          </span>
          <Link to={memberPath(group.owner.username)} className="ss-listing-card__owner" data-testid="group-owner">
            {group.owner.username}
          </Link>
          <span aria-hidden="true">·</span>
          <Tooltip title={formatFullDate(group.createdAt, language)}>
            <time dateTime={group.createdAt} className="ss-listing-card__date">
              {formatRelativeTime(group.createdAt, language)}
            </time>
          </Tooltip>
          {group.forkedFrom && (
            <Link to={groupPath(group.forkedFrom.id)} className="ss-muted" data-testid="forked-from">
              · {t('fork.from', { owner: group.forkedFrom.ownerUsername })}
            </Link>
          )}
        </div>
        <div className="ss-listing-card__actions">
          {group.isPublic && onToggleUpvote && extraActions}
          {group.isPublic && version && onToggleUpvote && <EmbedButton groupId={group.id} version={version} />}
          {onFork && !isOwn && (
            <ForkButton
              count={group.forkCount}
              versionCount={group.versionCount}
              shownVersion={version ? { id: version.id, label: versionLabel(version) } : null}
              organisations={forkTargets}
              onFork={(versionId, organisation) => onFork(group, versionId, organisation)}
            />
          )}
          {onToggleUpvote && (
            <UpvoteButton
              count={group.upVoteCount}
              upVotedByMe={group.upVotedByMe}
              isAuthenticated={isAuthenticated}
              onToggle={() => onToggleUpvote(group)}
            />
          )}
          {!isOwn && onReport && (
            <ReportButton
              groupLabel={`${group.technology.name} · ${group.owner.username}`}
              isAuthenticated={isAuthenticated}
              onReport={(reason, category) => onReport(group, reason, category)}
            />
          )}
        </div>
      </footer>
    </article>
  );
});
