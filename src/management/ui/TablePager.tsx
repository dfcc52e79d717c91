// Previous / "Pagina 2 van 7" / next, and the page size. Buttons, not links: the page lives in the
// URL through useListParams, so the browser's back button still walks through the pages.
import { useId } from 'react';
import { t } from '../i18n';
import { KeepFocusButton } from './KeepFocusButton';
import { PAGE_SIZES } from './useListParams';
import type { ListControls } from './useListParams';

export function TablePager({
  page,
  pages,
  limit,
  list,
}: {
  page: number;
  pages: number;
  limit: number;
  list: ListControls;
}) {
  const sizeId = useId();
  return (
    <nav className="mg-pager" aria-label={t('table.pagination')}>
      {/* Not disabled: at the first or last page the pressed button keeps its focus (KeepFocusButton). */}
      <KeepFocusButton className="button button--ghost" unavailable={page <= 1} onClick={() => list.setPage(page - 1)}>
        {t('table.previous')}
      </KeepFocusButton>
      <span className="mg-pager__where" aria-live="polite">
        {t('table.pageOf', { page: Math.min(page, pages), pages })}
      </span>
      <KeepFocusButton
        className="button button--ghost"
        unavailable={page >= pages}
        onClick={() => list.setPage(page + 1)}
      >
        {t('table.next')}
      </KeepFocusButton>
      <span className="mg-pager__size">
        <label htmlFor={sizeId}>{t('table.pageSize')}</label>
        <select id={sizeId} value={limit} onChange={(event) => list.setLimit(Number(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </span>
    </nav>
  );
}
