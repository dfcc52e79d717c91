// Lesmateriaal (issue 20): the enabled modules → one module's lesson guide, readable here and as a
// PDF to print. A module without a guide says so instead of showing an empty page.
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { t } from '../../i18n';
import type { LessonGuide } from '../../../rules/lessonGuide';
import { getLessonGuide, lessonGuidePdfUrl, listLessonModules } from '../../api/lessonGuide';
import { PageTitle } from '../../ui/PageTitle';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useRemote } from '../../ui/useRemote';

function LessonList() {
  const remote = useRemote(listLessonModules, 'lessons');
  return (
    <>
      <PageTitle title={t('lessons.title')} />
      <p className="mg-lead">{t('lessons.intro')}</p>
      <RemoteFailure remote={remote} />
      {remote.data && remote.data.length === 0 && <p>{t('lessons.empty')}</p>}
      {remote.data && remote.data.length > 0 && (
        <ul className="mg-lessons">
          {remote.data.map((module) => (
            <li key={module.id} className="mg-lessons__item">
              <Link className="mg-lessons__link" to={String(module.id)}>
                {module.title}
              </Link>
              <span className="mg-hint">{module.hasGuide ? t('lessons.hasGuide') : t('lessons.noGuide')}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function GuideBody({ guide }: { guide: LessonGuide }) {
  return (
    <>
      <section className="mg-panel" aria-labelledby="lesson-goal">
        <h2 id="lesson-goal">{t('lessons.goal')}</h2>
        <p>{guide.goal}</p>
      </section>
      <section className="mg-panel" aria-labelledby="lesson-plan">
        <h2 id="lesson-plan">{t('lessons.plan')}</h2>
        <ol className="mg-lesson-plan">
          {guide.plan.map((step) => (
            <li key={step.title}>
              <span className="mg-lesson-plan__minutes">{t('lessons.minutes', { minutes: step.minutes })}</span>
              <div>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section className="mg-panel" aria-labelledby="lesson-questions">
        <h2 id="lesson-questions">{t('lessons.questions')}</h2>
        <ol>
          {guide.questions.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ol>
      </section>
      <section className="mg-panel" aria-labelledby="lesson-statistics">
        <h2 id="lesson-statistics">{t('lessons.statistics')}</h2>
        <h3>{t('lessons.statisticsCan')}</h3>
        <ul>
          {guide.statistics.can.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h3>{t('lessons.statisticsCannot')}</h3>
        <ul>
          {guide.statistics.cannot.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className="mg-panel" aria-labelledby="lesson-sources">
        <h2 id="lesson-sources">{t('lessons.sources')}</h2>
        <ul>
          {guide.sources.map((source) => (
            <li key={source.url}>
              <a href={source.url} target="_blank" rel="noopener noreferrer">
                {source.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function LessonGuidePageView() {
  const id = Number(useParams().id);
  const remote = useRemote(() => getLessonGuide(id), String(id));
  const page = remote.data;
  return (
    <>
      <PageTitle
        title={page?.title ?? t('lessons.title')}
        actions={
          page?.guide ? (
            <a
              className="button button--primary"
              href={lessonGuidePdfUrl(id)}
              download
              aria-label={t('lessons.pdfOf', { module: page.title })}
            >
              {t('lessons.pdf')}
            </a>
          ) : undefined
        }
      />
      <p>
        <Link to="/lesmateriaal">← {t('lessons.back')}</Link>
      </p>
      <RemoteFailure remote={remote} />
      {page && !page.guide && <p className="mg-panel">{t('lessons.none')}</p>}
      {page?.guide && <GuideBody guide={page.guide} />}
    </>
  );
}

export function LessonsSection() {
  return (
    <Routes>
      <Route index element={<LessonList />} />
      <Route path=":id" element={<LessonGuidePageView />} />
    </Routes>
  );
}
