// Onderwerpen (issue 33, admins): the list in the students' order → new / edit. The move buttons and
// drag and drop are the module editor's (SortableList, dnd-kit), in this section's chunk. The form
// carries the rich text field (TipTap, the chunk the module editor shares), fetched only when a topic
// is opened, so the list stays light.
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyComponent } from '../../../common/lib/lazyComponent';
import { tt } from '../../i18n/topics';
import { TopicList } from './TopicList';
import '../module/modules.css';
import './topics.css';

const formPages = () => import(/* webpackChunkName: "topic-form" */ './TopicFormPages');
const TopicCreatePage = lazyComponent(() => formPages().then((m) => m.TopicCreatePage));
const TopicEditPage = lazyComponent(() => formPages().then((m) => m.TopicEditPage));

const loading = <p role="status">{tt('form.loading')}</p>;

export function TopicsSection() {
  return (
    <Routes>
      <Route index element={<TopicList />} />
      <Route
        path="nieuw"
        element={
          <Suspense fallback={loading}>
            <TopicCreatePage />
          </Suspense>
        }
      />
      <Route
        path=":id/bewerken"
        element={
          <Suspense fallback={loading}>
            <TopicEditPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
