// The SurveyJS reference page: React 19 + survey-react-ui rendering one of our modules converted by
// bench/surveyjs/convert.ts (served as /surveys/<name>.json by the benchmark), as a team would
// build the questionnaire part with SurveyJS instead of our module dialog.
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import 'survey-core/i18n/dutch';
// Without the web font (the app uses system fonts too), so no font request skews the timing.
import 'survey-core/survey-core.fontless.min.css';

async function main() {
  const name = new URLSearchParams(window.location.search).get('module') ?? 'fitheid';
  const json = (await (await fetch(`/surveys/${name}.json`)).json()) as object;
  const model = new Model(json);
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  createRoot(container).render(<Survey model={model} />);
}

void main();
