// Changes the server refused (a 4xx for that item): kept visible with the reason until the student
// removes them, so nothing from the queue disappears without the student knowing.
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { Module } from '../../../rules/types';
import { t } from '../../../i18n/nl';
import type { QueueItem } from '../../../shared/api';
import { selectSetAside, setAsideDismissed } from '../queueSlice';
import '../../connectivity/offlineBar.css';

function describe(modules: Module[], item: QueueItem): string {
  const id = item.data.module;
  const module = modules.find((m) => m.id === id)?.title ?? `#${id}`;
  return item.type === 'SKIP_MODULE' ? t('queue.skipItem', { module }) : t('queue.finishItem', { module });
}

export function SetAsideList() {
  const entries = useAppSelector(selectSetAside);
  const modules = useAppSelector((state) => state.modules.modules);
  const dispatch = useAppDispatch();
  if (entries.length === 0) return null;
  return (
    <section className="set-aside" aria-labelledby="set-aside-title">
      <h2 id="set-aside-title" className="set-aside__title">
        {t('queue.setAsideTitle')}
      </h2>
      <ul className="set-aside__list">
        {entries.map((entry) => (
          <li key={entry.item.id} className="set-aside__item">
            <span>{t('queue.setAsideItem', { what: describe(modules, entry.item), status: entry.status })}</span>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => dispatch(setAsideDismissed(entry.item.id))}
            >
              {t('queue.dismiss')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
