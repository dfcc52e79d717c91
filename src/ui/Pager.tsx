// Page navigation: a window of page buttons (first and last always shown, gaps as '…') and a
// jump field whose value is clamped to 1..total. Two modes: 'callback' calls onChange, 'params'
// renders links to a named route with the page in the query string (so pages are bookmarkable).
// Counted in pages or in questions: the module dialog numbers its pager the way its counter
// ('Vraag 3-5 van 12') does, so several numbers can be current at once and, on a slide without
// questions, none.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, generatePath } from 'react-router-dom';
import { paths } from '../lib/paths';
import type { RouteName } from '../lib/paths';
import { t } from '../i18n/nl';
import type { MessageKey } from '../i18n/nl';

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

export type PagerUnit = 'page' | 'question';

interface CommonProps {
  /** 1-based current page; the window of numbers centres on it. */
  page: number;
  total: number;
  visible?: number;
  label?: string;
  /** The numbers marked current, when not just `page` (a range, or null for none). */
  current?: { from: number; to: number } | null;
  unit?: PagerUnit;
}

const TEXT: Record<PagerUnit, Record<'nav' | 'item' | 'current' | 'jump', MessageKey>> = {
  page: { nav: 'dialog.pager', item: 'dialog.pagerPage', current: 'dialog.pagerCurrent', jump: 'dialog.pagerJump' },
  question: {
    nav: 'dialog.pagerQuestions',
    item: 'dialog.pagerQuestion',
    current: 'dialog.pagerQuestionCurrent',
    jump: 'dialog.pagerQuestionJump',
  },
};

type Props = CommonProps &
  (
    | { mode?: 'callback'; onChange: (page: number) => void }
    | { mode: 'params'; routeName?: Exclude<RouteName, 'not_found'>; params?: Record<string, string> }
  );

export function Pager(props: Props) {
  const { page, total, visible = DEFAULT_VISIBLE_PAGES, unit = 'page' } = props;
  const text = TEXT[unit];
  const label = props.label ?? t(text.nav);
  const current = props.current === undefined ? { from: page, to: page } : props.current;
  // A current range (a composite slide's questions) is shown whole: the window centres on it and
  // widens if it must.
  const items = current
    ? pagerItems(Math.round((current.from + current.to) / 2), total, Math.max(visible, current.to - current.from + 3))
    : pagerItems(page, total, visible);
  const jumpId = useId();
  const [jump, setJump] = useState('');
  // A number typed for one page means nothing on the next: the jump field empties when the
  // position changes (it used to keep a stale number).
  const position = `${page}:${current?.from}:${current?.to}`;
  const [jumpFor, setJumpFor] = useState(position);
  if (jumpFor !== position) {
    setJumpFor(position);
    setJump('');
  }
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
    const isCurrent = current !== null && current.from <= p && p <= current.to;
    const name = t(isCurrent ? text.current : text.item, { page: p });
    // A question is a step of the questionnaire; several can be current on a composite slide.
    const ariaCurrent = isCurrent ? (unit === 'question' ? 'step' : 'page') : undefined;
    if (props.mode === 'params') {
      return (
        <Link className="pager__page" to={hrefFor(p)} aria-label={name} aria-current={ariaCurrent}>
          {p}
        </Link>
      );
    }
    return (
      <button type="button" className="pager__page" onClick={() => go(p)} aria-label={name} aria-current={ariaCurrent}>
        {p}
      </button>
    );
  };

  return (
    <nav className="pager" aria-label={label}>
      <ul className="pager__list">
        {items.map((item, i) => (
          <li key={item === 'gap' ? `gap-${i}` : item} className="pager__item">
            {item === 'gap' ? <span aria-hidden="true">{t('dialog.pagerEllipsis')}</span> : renderPage(item)}
          </li>
        ))}
      </ul>
      <form className="pager__jump" onSubmit={onJump}>
        <label htmlFor={jumpId}>{t(text.jump)}</label>
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
