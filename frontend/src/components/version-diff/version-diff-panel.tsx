import { Empty, Select, Skeleton, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { BREAKPOINTS } from '@/lib/breakpoints';
import { isVersionComplete, useGroupVersion, useVersionList } from '@/lib/group-version';
import { useWindowWidth } from '@/hooks/use-window-width';
import { type DiffVersion, type DiffVersionRef, diffVersions, type SnippetDiff, type SnippetStatus } from './version-diff';
import './version-diff.css';

export interface VersionDiffPanelProps {
  /** The group: versions not complete in `versions` are read from its version endpoint. */
  groupId: string;
  versions: readonly DiffVersionRef[];
  /** How many versions the group has: when more than `versions` lists, the whole list is read for the pickers. */
  versionCount?: number;
  /** Compared first: this version (right) against the one before it (left); default: the last two. */
  versionId?: string;
}

const versionLabel = (version: { no: string; name: string }) => (version.name ? `${version.no} · ${version.name}` : version.no);
const STATUS_COLOR: Record<SnippetStatus, string | undefined> = { same: undefined, changed: 'blue', added: 'green', removed: 'red' };
const MARK = { same: ' ', removed: '-', added: '+', changed: '~' } as const;

/**
 * One side of the diff in full: the version as given when it carries all its snippets uncut, else read
 * from GET /api/public/groups/{id}/versions/{versionId} (only the two versions compared are ever read).
 */
function useComparedVersion(groupId: string, ref: DiffVersionRef | undefined) {
  const local = ref?.snippets && isVersionComplete({ snippetCount: ref.snippetCount, snippets: ref.snippets }) ? ref : null;
  const remote = useGroupVersion(groupId, ref?.id, !!ref && !local);
  const version: DiffVersion | undefined = local
    ? { id: local.id, no: local.no, name: local.name, snippets: local.snippets ?? [] }
    : remote.version && ref && { id: ref.id, no: ref.no, name: ref.name, snippets: remote.version.snippets };
  return { version, isLoading: !local && remote.isLoading, error: local ? undefined : (remote.error as unknown), retry: remote.retry };
}

function LineNo({ no }: { no: number | null | undefined }) {
  return <span className="ss-diff__no">{no ?? ''}</span>;
}

function SideBySide({ diff }: { diff: SnippetDiff }) {
  return (
    <div className="ss-diff__table ss-diff__table--split" role="table" data-testid="diff-split">
      {diff.rows.map((row, index) => (
        <div key={index} className={`ss-diff__row ss-diff__row--${row.kind}`} role="row" data-kind={row.kind}>
          <div
            className={`ss-diff__cell ${row.left ? `ss-diff__cell--${row.kind === 'same' ? 'same' : 'removed'}` : 'ss-diff__cell--empty'}`}
            role="cell"
          >
            <LineNo no={row.left?.no} />
            <code className="ss-diff__text">{row.left?.text ?? ''}</code>
          </div>
          <div
            className={`ss-diff__cell ${row.right ? `ss-diff__cell--${row.kind === 'same' ? 'same' : 'added'}` : 'ss-diff__cell--empty'}`}
            role="cell"
          >
            <LineNo no={row.right?.no} />
            <code className="ss-diff__text">{row.right?.text ?? ''}</code>
          </div>
        </div>
      ))}
    </div>
  );
}

function Unified({ diff }: { diff: SnippetDiff }) {
  return (
    <div className="ss-diff__table" role="table" data-testid="diff-unified">
      {diff.unified.map((line, index) => (
        <div key={index} className={`ss-diff__row ss-diff__cell--${line.kind}`} role="row" data-kind={line.kind}>
          <LineNo no={line.leftNo} />
          <LineNo no={line.rightNo} />
          <span className="ss-diff__mark" aria-hidden="true">
            {MARK[line.kind]}
          </span>
          <code className="ss-diff__text">{line.text}</code>
        </div>
      ))}
    </div>
  );
}

/**
 * Two versions of a group compared snippet by snippet (paired by description, then position), lines
 * added, removed and changed highlighted: side by side from 768 px, unified below. Loaded lazily (it
 * brings the `diff` library): open it through VersionDiffButton.
 */
export default function VersionDiffPanel({ groupId, versions: listed, versionCount, versionId }: VersionDiffPanelProps) {
  const { t } = useTranslation('code');
  const wide = useWindowWidth() >= BREAKPOINTS.sm;
  const versions: readonly DiffVersionRef[] = useVersionList(groupId, listed, versionCount, true);
  // The version asked for against the one before it (the first two when it is the first or not given), until the
  // reader picks others; the whole list may arrive after the first render (versionCount).
  const rightAt = Math.max(1, versionId ? versions.findIndex((version) => version.id === versionId) : versions.length - 1);
  const [pickedLeft, setLeftId] = useState<string>();
  const [pickedRight, setRightId] = useState<string>();
  const leftId = pickedLeft ?? versions[rightAt - 1]?.id;
  const rightId = pickedRight ?? versions[rightAt]?.id;
  const leftSide = useComparedVersion(
    groupId,
    versions.find((version) => version.id === leftId),
  );
  const rightSide = useComparedVersion(
    groupId,
    versions.find((version) => version.id === rightId),
  );
  const left = leftSide.version;
  const right = rightSide.version;
  const loading = leftSide.isLoading || rightSide.isLoading;
  const failed = !loading && (!!leftSide.error || !!rightSide.error);
  const diffs = useMemo(() => (left && right ? diffVersions(left, right) : []), [left, right]);
  const options = versions.map((version) => ({ value: version.id, label: versionLabel(version) }));
  const changed = diffs.filter((diff) => diff.status !== 'same').length;

  return (
    <div className="ss-diff" data-testid="version-diff" data-layout={wide ? 'split' : 'unified'}>
      <div className="ss-diff__pickers">
        {(
          [
            ['from', leftId, setLeftId],
            ['to', rightId, setRightId],
          ] as const
        ).map(([side, value, onChange]) => (
          <Select
            key={side}
            value={value}
            onChange={onChange}
            options={options}
            aria-label={t(`diff.${side}`)}
            prefix={<span className="ss-muted">{t(`diff.${side}`)}</span>}
            popupMatchSelectWidth={false}
            data-testid={`diff-${side}`}
          />
        ))}
        {left && right && (
          <span className="ss-muted" data-testid="diff-summary">
            {leftId === rightId ? t('diff.sameVersion') : t('diff.summary', { count: changed })}
          </span>
        )}
      </div>
      {loading && (
        <div aria-busy="true" aria-label={t('diff.loading')} data-testid="diff-loading">
          <Skeleton active paragraph={{ rows: 6 }} title={false} />
        </div>
      )}
      {failed && (
        <LoadError
          onRetry={() => {
            if (leftSide.error) leftSide.retry();
            if (rightSide.error) rightSide.retry();
          }}
        />
      )}
      {left && right && diffs.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('diff.noSnippets')} />}
      {diffs.map((diff, index) => (
        <section key={index} className="ss-diff__snippet" data-testid="diff-snippet" data-status={diff.status}>
          <header className="ss-diff__head">
            <Tag color={STATUS_COLOR[diff.status]}>{t(`diff.status.${diff.status}`)}</Tag>
            <span className="ss-diff__description">
              {diff.left && diff.right && diff.left.description !== diff.right.description ? (
                <>
                  <del>{diff.left.description}</del> → <ins>{diff.right.description}</ins>
                </>
              ) : (
                (diff.right ?? diff.left)?.description
              )}
            </span>
            {diff.status !== 'same' && (
              <span className="ss-diff__counts">
                <span className="ss-diff__plus">+{diff.added}</span> <span className="ss-diff__minus">−{diff.removed}</span>
              </span>
            )}
          </header>
          {wide ? <SideBySide diff={diff} /> : <Unified diff={diff} />}
        </section>
      ))}
    </div>
  );
}
