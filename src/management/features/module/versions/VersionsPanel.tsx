// The "Versies" tab: publishing, the published versions (who published what when, how many tests
// were taken with each), a side-by-side comparison of any two (or of one with the draft), and
// "Terugzetten", which publishes an old version again as the newest.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { describeError } from '../../../api/errors';
import { exportUrl, listVersions, restoreVersion } from '../../../api/module';
import { tm } from '../../../i18n/modules';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { Notice } from '../../../ui/Notice';
import type { NoticeState } from '../../../ui/Notice';
import { RemoteFailure } from '../../../ui/RemoteFailure';
import { useRemote } from '../../../ui/useRemote';
import { useEditor } from '../editor/editorContext';
import { formatStamp } from '../stamp';
import { CompareView } from './CompareView';
import { PublishBox } from './PublishBox';

export function VersionsPanel() {
  const id = Number(useParams().id);
  const editor = useEditor();
  const versions = useRemote(() => listVersions(id), `versions-${id}`);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const restore = async (version: number) => {
    try {
      const made = await restoreVersion(id, version, editor.draft!.revision, {});
      setNotice({ kind: 'success', text: tm('versions.restored', { version, made: made.version }) });
      versions.reload();
      await editor.reload();
    } catch (err) {
      setNotice({ kind: 'error', text: describeError(err) });
    }
  };
  const items = versions.data ?? [];
  return (
    <>
      <PublishBox onPublished={versions.reload} />
      <section className="mg-panel" aria-labelledby="mg-versions">
        <h2 id="mg-versions">{tm('versions.title')}</h2>
        <Notice notice={notice} onClose={() => setNotice(null)} />
        <RemoteFailure remote={versions} />
        {versions.data && items.length === 0 && <p>{tm('versions.none')}</p>}
        {items.length > 0 && (
          <table className="mg-table__table mg-versions">
            <caption className="visually-hidden">{tm('versions.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{tm('versions.version')}</th>
                <th scope="col">{tm('versions.published')}</th>
                <th scope="col">{tm('versions.tests')}</th>
                <th scope="col">
                  <span className="visually-hidden">{tm('versions.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((v) => (
                <tr key={v.version}>
                  <td data-label={tm('versions.version')}>
                    <div className="mg-cell">
                      {tm('versions.number', { version: v.version })}
                      {v.current && <span className="badge badge--success">{tm('versions.current')}</span>}
                      {v.restoredFrom !== null && (
                        <span className="mg-hint"> {tm('versions.restoredFrom', { version: v.restoredFrom })}</span>
                      )}
                      <span className="mg-hint mg-versions__title">{v.title}</span>
                    </div>
                  </td>
                  <td data-label={tm('versions.published')}>
                    <div className="mg-cell">{formatStamp(v.published)}</div>
                  </td>
                  <td data-label={tm('versions.tests')}>
                    <div className="mg-cell">{v.testCount}</div>
                  </td>
                  <td>
                    <div className="mg-cell">
                      <div className="mg-actions">
                        <a
                          className="button button--secondary mg-button--small"
                          href={exportUrl(id, v.version)}
                          download
                          aria-label={tm('versions.exportOf', { version: v.version })}
                        >
                          {tm('versions.export')}
                        </a>
                        {!v.current && (
                          <ConfirmButton
                            label={tm('versions.restore')}
                            className="button button--secondary mg-button--small"
                            question={tm('versions.restoreQuestion', { version: v.version })}
                            onConfirm={() => restore(v.version)}
                          />
                        )}
                      </div>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <CompareView versions={items.map((v) => v.version)} />
    </>
  );
}
