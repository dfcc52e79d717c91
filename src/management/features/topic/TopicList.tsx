// The topics in the order students see them. Each moves with "Omhoog" / "Omlaag" (one tap, WCAG 2.5.7)
// or by dragging its grip (mouse, finger or keyboard): the module editor's SortableList, so both end
// in POST /api/topics/{id}/move/{target}. Delete asks first (ConfirmDialog) and shows the server's
// refusal of a topic that still has modules.
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ConfirmDialog } from '../../../common/ui/ConfirmDialog';
import { t } from '../../i18n';
import { tt } from '../../i18n/topics';
import type { Topic } from '../../../shared/management/topic';
import { Notice } from '../../ui/Notice';
import { PageTitle } from '../../ui/PageTitle';
import { SortableList } from '../module/editor/SortableList';
import { moduleCount, TopicFacts } from './TopicFacts';
import { useTopicList } from './useTopicList';

export function TopicList() {
  const handed = (useLocation().state as { notice?: string } | null)?.notice;
  const topics = useTopicList(handed ? { kind: 'success', text: handed } : null);
  const [removing, setRemoving] = useState<Topic | null>(null);
  const { items } = topics;
  return (
    <>
      <PageTitle
        title={tt('list.title')}
        actions={
          <Link className="button button--primary" to="nieuw">
            {tt('list.add')}
          </Link>
        }
      />
      <p className="mg-lead">{tt('list.intro')}</p>
      <Notice notice={topics.notice} onClose={topics.clearNotice} />
      {!items && !topics.failure && <p role="status">{t('shell.loading')}</p>}
      {topics.failure && (
        <div className="mg-form__failure" role="alert">
          <p>{topics.failure}</p>
          <button type="button" className="button button--secondary" onClick={topics.reload}>
            {t('access.retry')}
          </button>
        </div>
      )}
      {items && items.length === 0 && <p className="mg-panel">{tt('list.empty')}</p>}
      {items && items.length > 0 && (
        <SortableList
          items={items}
          idOf={(topic) => topic.id}
          labelOf={(topic) => topic.name}
          label={tt('list.label')}
          busy={topics.busy}
          onMove={(from, to) => void topics.move(from, to)}
          renderItem={(topic) => (
            <div className="mg-topic">
              <h2 className="mg-topic__name">{topic.name}</h2>
              <TopicFacts topic={topic} />
              <div className="mg-actions mg-topic__actions">
                <Link
                  className="button button--secondary mg-button--small"
                  to={`${topic.id}/bewerken`}
                  aria-label={tt('list.editLabel', { name: topic.name })}
                >
                  {tt('list.edit')}
                </Link>
                <button
                  type="button"
                  className="button mg-button--danger mg-button--small"
                  aria-label={tt('list.removeLabel', { name: topic.name })}
                  onClick={() => setRemoving(topic)}
                >
                  {tt('list.remove')}
                </button>
              </div>
            </div>
          )}
        />
      )}
      {topics.busy && (
        <p className="visually-hidden" role="status">
          {tt('list.moving')}
        </p>
      )}
      {removing && (
        <ConfirmDialog
          header={t('form.confirmTitle')}
          text={
            removing.modules.length > 0
              ? tt('list.removeInUse', { name: removing.name, modules: moduleCount(removing) })
              : tt('list.removeQuestion', { name: removing.name })
          }
          confirmLabel={tt('list.remove')}
          cancelLabel={t('form.cancel')}
          initialFocus="cancel"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            setRemoving(null);
            // The deleted card took its button along: focus goes to the page's heading, not to <body>.
            void topics
              .remove(removing)
              .then((gone) => gone && document.querySelector<HTMLElement>('main h1')?.focus());
          }}
        />
      )}
    </>
  );
}
