// Loads data for a page: loading, the data, or a Dutch error, and reload() after a change. An answer
// that arrives after the inputs changed (a quick second search) is dropped, so the newest wins.
import { useCallback, useEffect, useState } from 'react';
import { describeError } from '../api/errors';

export type Remote<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'failed'; data: T | null; message: string };

export function useRemote<T>(load: () => Promise<T>, key: string): Remote<T> & { reload: () => void } {
  const [state, setState] = useState<Remote<T>>({ status: 'loading', data: null });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    // Keep the previous data while loading: the table stays in place instead of flashing empty.
    setState((previous) => ({ status: 'loading', data: previous.data }));
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (err: unknown) =>
        current && setState((previous) => ({ status: 'failed', data: previous.data, message: describeError(err) })),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names everything load depends on
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
