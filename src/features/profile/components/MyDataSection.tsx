// 'Mijn gegevens' on the profile page (issue 21): what is stored, two downloads (JSON with this
// device's unfinished attempts added, and a readable PDF) and a request to have it all erased, which
// the school confirms. Everything needs the server: offline the controls are replaced by a message
// (nothing is queued). The downloaded data stays out of the store: it exists only while being saved.
import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { fetchErasureRequest, fetchMyData, fetchMyDataPdf, requestErasure } from '../../../api/myData';
import { t } from '../../../i18n/nl';
import { formatDate } from '../../../rules/format';
import type { ErasureRequest } from '../../../shared/myData';
import { ConfirmDialog } from '../../../common/ui/ConfirmDialog';
import type { Account } from '../../../shared/api';
import { readAttempts } from '../../attempts/attemptsStorage';
import { selectOnline } from '../../connectivity/connectivitySlice';
import { saveFile } from '../saveFile';

type Busy = 'json' | 'pdf' | 'erasure' | null;

async function downloadJson(userId: number): Promise<void> {
  const data = await fetchMyData();
  // Unfinished attempts never reach the server; this device's are part of the student's copy too.
  const withDevice = { ...data, inProgressTests: Object.values(readAttempts(userId)) };
  saveFile(new Blob([JSON.stringify(withDevice, null, 2)], { type: 'application/json' }), 'mijn-gegevens.json');
}

async function downloadPdf(): Promise<void> {
  saveFile(await fetchMyDataPdf(), 'mijn-gegevens.pdf');
}

function ErasureStatus({ request }: { request: ErasureRequest | null }) {
  if (!request) return null;
  return (
    <p className="my-data__status" role="status">
      {request.status === 'pending'
        ? t('myData.erasurePending', { date: formatDate(request.requestedAt) })
        : t('myData.erasureRejected', { date: formatDate(request.decidedAt ?? request.requestedAt) })}
    </p>
  );
}

export function MyDataSection({ account }: { account: Account }) {
  const online = useAppSelector(selectOnline);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [request, setRequest] = useState<ErasureRequest | null>(null);
  const allowed = !account.imitating;

  useEffect(() => {
    if (!online || !allowed) return;
    let current = true;
    fetchErasureRequest()
      .then((state) => current && setRequest(state.request))
      .catch(() => undefined); // the status is a nicety; the button still works
    return () => {
      current = false;
    };
  }, [online, allowed]);

  const run = (what: Exclude<Busy, null>, work: () => Promise<void>, failed: string) => {
    setBusy(what);
    setError(null);
    work()
      .catch(() => setError(failed))
      .finally(() => setBusy(null));
  };

  return (
    <section className="my-data" aria-labelledby="my-data-heading">
      <h2 id="my-data-heading">{t('myData.heading')}</h2>
      <p>{t('myData.intro')}</p>
      {!allowed ? (
        <p className="my-data__note">{t('myData.imitating')}</p>
      ) : !online ? (
        <p className="my-data__note" role="status">
          {t('myData.offline')}
        </p>
      ) : (
        <>
          <p>{t('myData.formats')}</p>
          <div className="my-data__buttons">
            <button
              type="button"
              className="button button--secondary"
              disabled={busy !== null}
              onClick={() => run('json', () => downloadJson(account.id), t('myData.downloadFailed'))}
            >
              {busy === 'json' ? t('myData.downloading') : t('myData.downloadJson')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy !== null}
              onClick={() => run('pdf', downloadPdf, t('myData.downloadFailed'))}
            >
              {busy === 'pdf' ? t('myData.downloading') : t('myData.downloadPdf')}
            </button>
          </div>
          <p className="my-data__hint">{t('myData.sharedDevice')}</p>
          <h3>{t('myData.erasureHeading')}</h3>
          <p>{t('myData.erasureIntro')}</p>
          <ErasureStatus request={request} />
          {request?.status !== 'pending' && (
            <button
              type="button"
              className="button button--danger"
              disabled={busy !== null}
              onClick={() => setConfirming(true)}
            >
              {t('myData.erasureRequest')}
            </button>
          )}
        </>
      )}
      {error && (
        <p className="my-data__error" role="alert">
          {error}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          header={t('myData.erasureRequest')}
          text={t('myData.erasureQuestion')}
          confirmLabel={t('myData.erasureConfirm')}
          cancelLabel={t('myData.erasureCancel')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            run('erasure', async () => setRequest((await requestErasure()).request), t('myData.erasureFailed'));
          }}
        />
      )}
    </section>
  );
}
