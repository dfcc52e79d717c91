// What a topic holds, as terms and values: in the list (under its name) and, after a 409, as the
// colleague's version beside the form.
import { tt } from '../../i18n/topics';
import { TOPIC_STATUS_LABELS, type Topic } from '../../../shared/management/topic';
import { mediaPreviewUrl } from './mediaPreviewUrl';

const BADGE: Record<Topic['status'], string> = {
  mandatory: 'badge--mandatory',
  optional: 'badge--optional',
  disabled: 'badge--muted',
};

export function StatusBadge({ status }: { status: Topic['status'] }) {
  return <span className={`badge ${BADGE[status]}`}>{TOPIC_STATUS_LABELS[status]}</span>;
}

export function moduleCount(topic: Topic): string {
  const n = topic.modules.length;
  return n === 0 ? tt('list.noModules') : n === 1 ? tt('list.oneModule') : tt('list.moduleCount', { count: n });
}

/** A colleague's icon or image, small, or that there is none. */
function MediaFact({ media, label }: { media: Topic['icon']; label: string }) {
  return media ? (
    <img className="mg-topic__thumb" src={mediaPreviewUrl(media)} alt={label} />
  ) : (
    <span className="mg-hint">{tt('list.noMedia')}</span>
  );
}

/**
 * `caption` names the list for a screen reader; with it (the colleague's version after a 409), the
 * topic's name, icon and image are facts too, so what "Versie van collega overnemen" takes is in view.
 */
export function TopicFacts({ topic, caption }: { topic: Topic; caption?: string }) {
  const c = topic.contactData;
  return (
    <dl className="mg-facts mg-topic__facts" aria-label={caption}>
      {caption && (
        <>
          <dt>{tt('form.name')}</dt>
          <dd>{topic.name}</dd>
          <dt>{tt('media.icon.legend')}</dt>
          <dd>
            <MediaFact media={topic.icon} label={tt('conflict.icon')} />
          </dd>
          <dt>{tt('media.image.legend')}</dt>
          <dd>
            <MediaFact media={topic.image} label={tt('conflict.image')} />
          </dd>
        </>
      )}
      <dt>{tt('list.status')}</dt>
      <dd>
        <StatusBadge status={topic.status} />
      </dd>
      <dt>{tt('list.contact')}</dt>
      <dd>
        {c ? (
          <span className="mg-topic__contact">
            <span>{c.department ? `${c.name} (${c.department})` : c.name}</span>
            {c.email && <span>{c.email}</span>}
            {c.phone && <span>{c.phone}</span>}
          </span>
        ) : (
          <span className="mg-hint">{tt('list.noContact')}</span>
        )}
      </dd>
      <dt>{tt('list.modules')}</dt>
      <dd>
        {moduleCount(topic)}
        {topic.modules.length > 0 && <span className="mg-hint"> ({topic.modules.map((m) => m.title).join(', ')})</span>}
      </dd>
    </dl>
  );
}
