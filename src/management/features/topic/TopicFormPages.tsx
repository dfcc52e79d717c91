// "Nieuw onderwerp" and "Onderwerp bewerken". Each write carries the topic list's revision (read with the
// page) in If-Match. A 409 on a stale revision loses nothing: a new topic's page reads the revision
// again and asks to save once more; an edit shows the colleague's version beside what was typed.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorStatus } from '../../../common/api/failure';
import { createTopic, getTopic, isStaleRevision, listTopics, updateTopic } from '../../api/topic';
import { tt } from '../../i18n/topics';
import type { Topic } from '../../../shared/management/topic';
import { Notice, type NoticeState } from '../../ui/Notice';
import { PageTitle } from '../../ui/PageTitle';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useRemote } from '../../ui/useRemote';
import { TopicForm } from './TopicForm';
import { bodyOf, EMPTY_TOPIC, valuesOf } from './topicValues';

const LIST = '/onderwerpen';

export function TopicCreatePage() {
  const navigate = useNavigate();
  const remote = useRemote(listTopics, 'topics');
  const [revision, setRevision] = useState<number | null>(null);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const current = revision ?? remote.data?.revision ?? null;
  return (
    <>
      <PageTitle title={tt('form.createTitle')} />
      <Notice notice={notice} onClose={() => setNotice(null)} />
      <RemoteFailure remote={remote} />
      {remote.data && (
        <TopicForm
          initial={EMPTY_TOPIC}
          cancelTo={LIST}
          onSubmit={async (values) => {
            try {
              const { data } = await createTopic(current ?? 0, bodyOf(values));
              void navigate(LIST, { state: { notice: tt('form.created', { name: data.name }) } });
            } catch (err) {
              if (!isStaleRevision(err)) throw err;
              setRevision((await listTopics()).revision);
              setNotice({ kind: 'error', text: tt('form.staleCreate') });
            }
          }}
        />
      )}
    </>
  );
}

export function TopicEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const remote = useRemote(() => getTopic(id), `topic-${id}`);
  const [theirs, setTheirs] = useState<{ topic: Topic; revision: number | null } | 'gone' | null>(null);
  const [conflict, setConflict] = useState(false);
  const loaded = remote.data;
  // After a 409, the colleague's topic and revision are what the next save builds on.
  const base = theirs && theirs !== 'gone' ? theirs : loaded ? { topic: loaded.data, revision: loaded.revision } : null;
  return (
    <>
      <PageTitle title={tt('form.editTitle')} />
      <RemoteFailure remote={remote} />
      {base && (
        <TopicForm
          initial={valuesOf(base.topic)}
          cancelTo={LIST}
          conflict={conflict ? (theirs === 'gone' ? 'gone' : base.topic) : null}
          onTakeTheirs={() => setConflict(false)}
          onSubmit={async (values) => {
            try {
              const { data } = await updateTopic(id, base.revision ?? 0, bodyOf(values));
              void navigate(LIST, { state: { notice: tt('form.saved', { name: data.name }) } });
            } catch (err) {
              if (!isStaleRevision(err)) throw err;
              setTheirs(await colleagueVersion(id));
              setConflict(true);
            }
          }}
        />
      )}
    </>
  );
}

/** The topic as a colleague left it, with the list's revision now; 'gone' when they deleted it. */
async function colleagueVersion(id: number): Promise<{ topic: Topic; revision: number | null } | 'gone'> {
  try {
    const { data, revision } = await getTopic(id);
    return { topic: data, revision };
  } catch (err) {
    if (errorStatus(err) === 404) return 'gone';
    throw err;
  }
}
