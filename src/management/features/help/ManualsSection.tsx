// Handleidingen: the list of manuals → one page per manual (/beheer/handleidingen/<slug>).
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { t } from '../../i18n';
import { PageTitle } from '../../ui/PageTitle';
import { HelpBlocks } from './HelpBlocks';
import { MANUALS } from './manuals';
import './help.css';

function ManualList() {
  return (
    <>
      <PageTitle title={t('manuals.title')} />
      <p className="mg-lead">{t('manuals.intro')}</p>
      <ul className="help-index">
        {MANUALS.map((manual) => (
          <li key={manual.slug}>
            <Link to={manual.slug} className="help-index__link">
              {manual.title}
            </Link>
            <p>{manual.summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

function ManualPage() {
  const { slug } = useParams();
  const manual = MANUALS.find((m) => m.slug === slug);
  return (
    <article className="help-article">
      <p>
        <Link to="/handleidingen">← {t('manuals.back')}</Link>
      </p>
      {manual ? (
        <>
          <PageTitle title={manual.title} />
          <p className="mg-lead">{manual.summary}</p>
          <HelpBlocks blocks={manual.blocks} />
        </>
      ) : (
        <>
          <PageTitle title={t('access.notFoundTitle')} />
          <p>{t('manuals.notFound')}</p>
        </>
      )}
    </article>
  );
}

export function ManualsSection() {
  return (
    <Routes>
      <Route index element={<ManualList />} />
      <Route path=":slug" element={<ManualPage />} />
    </Routes>
  );
}
