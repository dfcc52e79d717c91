// /mijn-resultaten: every finished attempt of the student, grouped by module, newest first: date,
// school year, result colour, norm ratings and the PDF; for a module taken in more than one school
// year, how the result changed. Only the student's own session can load it (GET /api/my-results).
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../lib/paths';
import { resultPdfUrl } from '../../../api/myResults';
import { t } from '../../../i18n/nl';
import { formatDate, formatNormValue } from '../../../rules/format';
import { resultTrends } from '../../../rules/resultTrend';
import type { MyResult } from '../../../shared/api';
import { SmartLink } from '../../../ui/SmartLink';
import { selectOnline } from '../../connectivity/connectivitySlice';
import { ratingLabel } from '../../moduleDialog/components/NormTable';
import { myResultsRequested, selectMyResults, selectMyResultsStatus } from '../myResultsSlice';
import { ResultTrendChart } from './ResultTrendChart';
import '../../moduleDialog/moduleDialog.css';
import '../myResults.css';

function groupByModule(results: MyResult[]): MyResult[][] {
  const groups = new Map<number, MyResult[]>();
  for (const r of results) groups.set(r.moduleId, [...(groups.get(r.moduleId) ?? []), r]);
  return [...groups.values()];
}

function Attempt({ result, online }: { result: MyResult; online: boolean }) {
  const date = formatDate(result.finishedAt);
  return (
    <li className={`attempt attempt--${result.result}`}>
      <p className="attempt__when">
        {t('myResults.finishedOn', { date })}{' '}
        <span className="attempt__year">({t('myResults.schoolYear', { year: result.schoolYear })})</span>
      </p>
      <p className="attempt__result">
        <span className="visually-hidden">{t('myResults.result')}: </span>
        <span className={`md-rating md-rating--${result.result}`}>{t(`dialog.resultValue.${result.result}`)}</span>
      </p>
      {result.norms && result.norms.length > 0 && (
        <dl className="attempt__norms" aria-label={t('myResults.norms')}>
          {result.norms.map((norm) => (
            <div key={norm.name} className="attempt__norm">
              <dt>{norm.title ?? norm.name}</dt>
              <dd>
                {formatNormValue(norm)}{' '}
                <span className={`md-rating md-rating--${norm.result ?? 'unknown'}`}>{ratingLabel(norm.result)}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {online ? (
        <SmartLink
          href={resultPdfUrl(result.id)}
          newWindow
          className="button button--secondary attempt__pdf"
          aria-label={t('myResults.pdfLabel', { title: result.moduleTitle, date })}
        >
          {t('myResults.pdf')}
        </SmartLink>
      ) : (
        <p className="attempt__pdf-offline">{t('myResults.pdfOffline')}</p>
      )}
    </li>
  );
}

export function MyResultsPage() {
  const dispatch = useAppDispatch();
  const results = useAppSelector(selectMyResults);
  const status = useAppSelector(selectMyResultsStatus);
  const online = useAppSelector(selectOnline);

  useEffect(() => {
    dispatch(myResultsRequested());
  }, [dispatch]);

  const trends = new Map(resultTrends(results ?? []).map((trend) => [trend.moduleId, trend]));
  return (
    <section className="card my-results">
      <h1>{t('myResults.heading')}</h1>
      <p>{t('myResults.intro')}</p>
      {!online && results && <p className="my-results__note">{t('myResults.offlineCopy')}</p>}
      {status === 'loading' && !results && <p role="status">{t('myResults.loading')}</p>}
      {status === 'failed' && !results && (
        <div role="alert" className="my-results__note">
          <p>{t('myResults.failed')}</p>
          <button type="button" className="button button--secondary" onClick={() => dispatch(myResultsRequested())}>
            {t('myResults.retry')}
          </button>
        </div>
      )}
      {results && results.length === 0 && (
        <p>
          {t('myResults.empty')} <Link to={paths.home}>{t('myResults.toHome')}</Link>
        </p>
      )}
      {results &&
        groupByModule(results).map((group) => {
          const { moduleId, moduleTitle } = group[0];
          const trend = trends.get(moduleId);
          return (
            <section key={moduleId} className="my-results__module" aria-labelledby={`my-results-${moduleId}`}>
              <h2 id={`my-results-${moduleId}`}>{moduleTitle}</h2>
              <ul className="my-results__attempts">
                {group.map((result) => (
                  <Attempt key={result.id} result={result} online={online} />
                ))}
              </ul>
              {trend && <ResultTrendChart trend={trend} title={moduleTitle} />}
            </section>
          );
        })}
    </section>
  );
}
