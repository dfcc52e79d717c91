// Page navigation: a window of page buttons (first and last always shown, gaps as '…') and a
// jump field whose value is clamped to 1..total. Two modes: 'callback' calls onChange, 'params'
// renders links to a named route with the page in the query string (so pages are bookmarkable).
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, generatePath } from 'react-router-dom';
import { paths } from '../lib/paths';
import type { RouteName } from '../lib/paths';
import { t } from '../i18n/nl';

export const DEFAULT_VISIBLE_PAGES = 5;

export type PagerItem = number | 'gap';

export function clampPage(page: number, total: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(Math.round(page), 1), Math.max(total, 1));
}

/** Pages to show: 1 … window around the current page … total, `visible` numbers in all. */
export function pagerItems(page: number, total: number, visible = DEFAULT_VISIBLE_PAGES): PagerItem[] {
  if (total <= visible) return Array.from({ length: total }, (_, i) => i + 1);
  const middle = Math.max(visible - 2, 1);
  const start = Math.min(Math.max(page - Math.floor((middle - 1) / 2), 2), total - middle);
  const items: PagerItem[] = [1];
  if (start > 2) items.push('gap');
  for (let p = start; p < start + middle; p += 1) items.push(p);
  if (start + middle < total) items.push('gap');
  items.push(total);
  return items;
}

interface CommonProps {
  /** 1-based current page. */
  page: number;
  total: number;
  visible?: number;
  label?: string;
}

type Props = CommonProps &
  (
    | { mode?: 'callback'; onChange: (page: number) => void }
    | { mode: 'params'; routeName?: Exclude<RouteName, 'not_found'>; params?: Record<string, string> }
  );

export function Pager(props: Props) {
  const { page, total, visible = DEFAULT_VISIBLE_PAGES, label = t('dialog.pager') } = props;
  const jumpId = useId();
  const [jump, setJump] = useState('');
  if (props.mode === 'params' && !props.routeName) throw new Error(t('dialog.pagerRouteRequired'));

  const hrefFor = (p: number): string =>
    props.mode === 'params' && props.routeName
      ? `${generatePath(paths[props.routeName], props.params ?? {})}?page=${p}`
      : '';
  const go = (p: number) => {
    if (props.mode !== 'params') props.onChange(clampPage(p, total));
  };
  const onJump = (event: FormEvent) => {
    event.preventDefault();
    const target = clampPage(Number(jump), total);
    setJump(String(target));
    if (props.mode === 'params') return;
    go(target);
  };

  const renderPage = (p: number) => {
    const current = p === page;
    const text = current ? t('dialog.pagerCurrent', { page: p }) : t('dialog.pagerPage', { page: p });
    if (props.mode === 'params') {
      return (
        <Link className="pager__page" to={hrefFor(p)} aria-label={text} aria-current={current ? 'page' : undefined}>
          {p}
        </Link>
      );
    }
    return (
      <button
        type="button"
        className="pager__page"
        onClick={() => go(p)}
        aria-label={text}
        aria-current={current ? 'page' : undefined}
      >
        {p}
      </button>
    );
  };

  return (
    <nav className="pager" aria-label={label}>
      <ul className="pager__list">
        {pagerItems(page, total, visible).map((item, i) => (
          <li key={item === 'gap' ? `gap-${i}` : item} className="pager__item">
            {item === 'gap' ? <span aria-hidden="true">{t('dialog.pagerEllipsis')}</span> : renderPage(item)}
          </li>
        ))}
      </ul>
      <form className="pager__jump" onSubmit={onJump}>
        <label htmlFor={jumpId}>{t('dialog.pagerJump')}</label>
        <input
          id={jumpId}
          type="number"
          inputMode="numeric"
          // No min/max: the browser would block the submit, while the spec wants the jump clamped.
          value={jump}
          onChange={(e) => setJump(e.target.value)}
        />
        {props.mode === 'params' && props.routeName ? (
          <Link className="pager__go" to={hrefFor(clampPage(Number(jump), total))}>
            {t('dialog.pagerGo')}
          </Link>
        ) : (
          <button type="submit" className="pager__go">
            {t('dialog.pagerGo')}
          </button>
        )}
      </form>
    </nav>
  );
}
