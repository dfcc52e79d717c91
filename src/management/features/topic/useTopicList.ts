// The topic list with its revision, and the writes done from the list (move, delete). A move shows at
// once and is then replaced by the server's order; any failure ends in a Dutch notice and a fresh list,
// so what is shown is what the server holds (after a 409: the colleague's version).
import { useCallback, useEffect, useState } from 'react';
import { describeError } from '../../api/errors';
import { deleteTopic, isStaleRevision, listTopics, moveTopic } from '../../api/topic';
import { tt } from '../../i18n/topics';
import type { Topic } from '../../../shared/management/topic';
import type { NoticeState } from '../../ui/Notice';
import { moved } from '../module/editor/moveAnnouncements';

interface ListState {
  items: Topic[] | null;
  revision: number | null;
  /** Loading failed: the Dutch reason. */
  failure: string | null;
}

export function useTopicList(initialNotice: NoticeState | null) {
  const [list, setList] = useState<ListState>({ items: null, revision: null, failure: null });
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(initialNotice);
  useEffect(() => {
    let current = true;
    listTopics().then(
      ({ data, revision }) => current && setList({ items: data.items, revision, failure: null }),
      (err: unknown) => current && setList((l) => ({ ...l, failure: describeError(err) })),
    );
    return () => {
      current = false;
    };
  }, [round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  /** A write's failure: the Dutch reason (a 409 on a stale revision says a colleague was first), then a fresh list. */
  const failed = (err: unknown, during?: 'move') => {
    const text = isStaleRevision(err)
      ? tt('list.stale')
      : during === 'move'
        ? tt('list.moveFailed', { reason: describeError(err) })
        : describeError(err);
    setNotice({ kind: 'error', text });
    reload();
  };

  const move = async (from: number, to: number) => {
    const { items, revision } = list;
    if (!items || revision === null || busy) return;
    const topic = items[from]!;
    setList((l) => ({ ...l, items: moved(items, from, to) }));
    setBusy(true);
    try {
      const answer = await moveTopic(topic.id, to, revision);
      setList({ items: answer.data.items, revision: answer.revision, failure: null });
    } catch (err) {
      failed(err, 'move');
    } finally {
      setBusy(false);
    }
  };

  /** True when the topic is gone. */
  const remove = async (topic: Topic): Promise<boolean> => {
    if (list.revision === null || busy) return false;
    setBusy(true);
    try {
      const answer = await deleteTopic(topic.id, list.revision);
      setList((l) => ({ ...l, items: l.items?.filter((x) => x.id !== topic.id) ?? null, revision: answer.revision }));
      setNotice({ kind: 'success', text: tt('list.removed', { name: topic.name }) });
      return true;
    } catch (err) {
      failed(err);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { ...list, busy, notice, clearNotice: () => setNotice(null), reload, move, remove };
}
