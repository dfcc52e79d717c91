// After a 429 the widget says in Dutch how long to wait and counts down (m:ss); the buttons stay
// off meanwhile, so nobody retries into the same refusal. When the time is up it says so.
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { formatWaitClock, formatWaitWords } from '../../../rules/waitTime';
import { selectLoginWaitSeconds, selectLoginWaitUntil, waitEnded } from '../loginSlice';

const secondsLeft = (until: number): number => Math.max(0, Math.ceil((until - Date.now()) / 1000));

export function LoginWait() {
  const dispatch = useAppDispatch();
  const until = useAppSelector(selectLoginWaitUntil);
  const seconds = useAppSelector(selectLoginWaitSeconds);
  // The clock is read while rendering, so the first frame already shows the right time (an effect
  // runs after the paint); the interval only asks for the next render.
  const [, setTicks] = useState(0);
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    if (until === null) return undefined;
    const tick = () => {
      const remaining = secondsLeft(until);
      setTicks((n) => n + 1);
      if (remaining === 0) {
        setWaited(true);
        dispatch(waitEnded());
      }
    };
    setWaited(false);
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [until, dispatch]);

  if (until === null) {
    return waited ? (
      <p className="alert alert--info" role="status">
        {t('limits.ready')}
      </p>
    ) : null;
  }
  return (
    <div className="alert alert--warning" role="status">
      <p className="alert__header">{t('limits.waitHeader')}</p>
      <p>{t('limits.waitText', { time: formatWaitWords(seconds) })}</p>
      <p>
        {t('limits.countdownLabel')}: {/* role=timer is not announced every second; the sentence above was, once. */}
        <span role="timer" aria-live="off">
          {formatWaitClock(secondsLeft(until))}
        </span>
      </p>
    </div>
  );
}
