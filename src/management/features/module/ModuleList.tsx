// The modules an admin can edit: name, topic, the published version and whether the draft has
// changes not yet published; from here a new module, an import, and each module's export.
import { Link } from 'react-router-dom';
import { listModules, exportUrl } from '../../api/module';
import { tm } from '../../i18n/modules';
import { Notice } from '../../ui/Notice';
import { PageTitle } from '../../ui/PageTitle';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useNotice } from '../../ui/useNotice';
import { useRemote } from '../../ui/useRemote';
import { formatStamp } from './stamp';

export function ModuleList() {
  const remote = useRemote(listModules, 'modules');
  const { notice, clear } = useNotice(true);
  const modules = remote.data;
  return (
    <>
      <PageTitle
        title={tm('list.title')}
        actions={
          <>
            <Link className="button button--primary" to="nieuw">
              {tm('list.add')}
            </Link>
            <Link className="button button--secondary" to="importeren">
              {tm('list.import')}
            </Link>
          </>
        }
      />
      <p className="mg-lead">{tm('list.intro')}</p>
      <Notice notice={notice} onClose={clear} />
      <RemoteFailure remote={remote} />
      {modules && modules.length === 0 && <p className="mg-panel">{tm('list.empty')}</p>}
      {modules && modules.length > 0 && (
        <table className="mg-table__table mg-modules">
          <caption className="visually-hidden">{tm('list.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{tm('list.name')}</th>
              <th scope="col">{tm('list.topic')}</th>
              <th scope="col">{tm('list.published')}</th>
              <th scope="col">{tm('list.draft')}</th>
              <th scope="col">
                <span className="visually-hidden">{tm('list.export')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {modules.map((module) => (
              <tr key={module.id}>
                <td data-label={tm('list.name')}>
                  <div className="mg-cell">
                    <Link to={String(module.id)}>{module.title}</Link>
                    <span className="mg-hint mg-modules__key">{module.name}</span>
                  </div>
                </td>
                <td data-label={tm('list.topic')}>
                  <div className="mg-cell">{module.topicName}</div>
                </td>
                <td data-label={tm('list.published')}>
                  <div className="mg-cell">
                    {module.publishedVersion === null ? (
                      tm('list.notPublished')
                    ) : (
                      <>
                        {tm('list.version', { version: module.publishedVersion })}
                        {module.published && <span className="mg-hint"> · {formatStamp(module.published)}</span>}
                      </>
                    )}
                  </div>
                </td>
                <td data-label={tm('list.draft')}>
                  <div className="mg-cell">
                    {module.changed ? (
                      <span className="badge badge--optional">{tm('list.draftChanged')}</span>
                    ) : (
                      tm('list.draftSame')
                    )}
                  </div>
                </td>
                <td>
                  <div className="mg-cell">
                    <a
                      className="button button--secondary mg-button--small"
                      href={exportUrl(module.id)}
                      download
                      aria-label={tm('list.exportOf', { module: module.title })}
                    >
                      {tm('list.export')}
                    </a>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
