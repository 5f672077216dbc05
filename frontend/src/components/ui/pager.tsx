import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './pager.css';

/** Pages shown on each side of the current one (antd's Pagination shows two). */
const AROUND = 2;
/** An ellipsis jumps this many pages. */
const JUMP = 5;

type Item = { kind: 'page'; page: number } | { kind: 'jump'; to: number; back: boolean };

/** 1 … 4 5 [6] 7 8 … 84: every page up to 7, else the first, the last and two around the current one. */
export function pagerItems(current: number, pages: number): Item[] {
  if (pages <= 3 + AROUND * 2) return Array.from({ length: pages }, (_, index) => ({ kind: 'page', page: index + 1 }));
  let left = Math.max(2, current - AROUND);
  let right = Math.min(pages - 1, current + AROUND);
  if (current - 1 <= AROUND) right = 1 + AROUND * 2;
  if (pages - current <= AROUND) left = pages - AROUND * 2;
  const items: Item[] = [{ kind: 'page', page: 1 }];
  if (left > 2) items.push({ kind: 'jump', to: Math.max(1, current - JUMP), back: true });
  for (let page = left; page <= right; page += 1) items.push({ kind: 'page', page });
  if (right < pages - 1) items.push({ kind: 'jump', to: Math.min(pages, current + JUMP), back: false });
  items.push({ kind: 'page', page: pages });
  return items;
}

interface PagerProps {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  className?: string;
}

/** Previous, the pages (with jumps of five) and next, in the look of antd's Pagination without its weight. */
export function Pager({ current, pageSize, total, onChange, className }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (page: number) => {
    if (page !== current && page >= 1 && page <= pages) onChange(page);
  };
  return (
    <ul className={`ss-pager${className ? ` ${className}` : ''}`}>
      <li>
        <button
          type="button"
          className="ss-pager__item ss-pager__step"
          aria-label={t('pager.previous')}
          disabled={current <= 1}
          onClick={() => go(current - 1)}
        >
          <LeftOutlined aria-hidden="true" />
        </button>
      </li>
      {pagerItems(current, pages).map((item) =>
        item.kind === 'page' ? (
          <li key={item.page}>
            <button
              type="button"
              className={`ss-pager__item${item.page === current ? ' ss-pager__item--active' : ''}`}
              aria-label={t('pager.page', { page: item.page })}
              aria-current={item.page === current ? 'page' : undefined}
              data-page={item.page}
              onClick={() => go(item.page)}
            >
              {item.page}
            </button>
          </li>
        ) : (
          <li key={item.back ? 'back' : 'forward'}>
            <button
              type="button"
              className="ss-pager__item ss-pager__jump"
              aria-label={t(item.back ? 'pager.jumpBack' : 'pager.jumpForward')}
              title={t(item.back ? 'pager.jumpBack' : 'pager.jumpForward')}
              onClick={() => go(item.to)}
            >
              <span aria-hidden="true">•••</span>
            </button>
          </li>
        ),
      )}
      <li>
        <button
          type="button"
          className="ss-pager__item ss-pager__step"
          aria-label={t('pager.next')}
          disabled={current >= pages}
          onClick={() => go(current + 1)}
        >
          <RightOutlined aria-hidden="true" />
        </button>
      </li>
    </ul>
  );
}
