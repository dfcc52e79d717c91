// A page's notice, starting with one handed over by navigation (e.g. "School X is toegevoegd").
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { describeError } from '../api/errors';
import type { NoticeState } from './Notice';

/** `fromNavigation`: the page's main notice takes over the text handed over by navigation. */
export function useNotice(fromNavigation = false) {
  const state = useLocation().state as { notice?: string } | null;
  const handed = fromNavigation ? state?.notice : undefined;
  const [notice, setNotice] = useState<NoticeState | null>(handed ? { kind: 'success', text: handed } : null);
  /** Runs an action; its success text or its Dutch failure becomes the notice. */
  const run = async (action: () => Promise<unknown>, success: string): Promise<boolean> => {
    try {
      await action();
      setNotice({ kind: 'success', text: success });
      return true;
    } catch (err) {
      setNotice({ kind: 'error', text: describeError(err) });
      return false;
    }
  };
  /** Runs an action and only reports its failure (e.g. before navigating away on success). */
  const attempt = async (action: () => Promise<unknown>): Promise<boolean> => {
    try {
      await action();
      return true;
    } catch (err) {
      setNotice({ kind: 'error', text: describeError(err) });
      return false;
    }
  };
  return { notice, setNotice, clear: () => setNotice(null), run, attempt };
}
