// Onderwerpen (issue 33, admins): the list in the students' order → new / edit. The move buttons and
// drag and drop are the module editor's (SortableList, dnd-kit), in this section's chunk.
import { Route, Routes } from 'react-router-dom';
import { TopicCreatePage, TopicEditPage } from './TopicFormPages';
import { TopicList } from './TopicList';
import '../module/modules.css';
import './topics.css';

export function TopicsSection() {
  return (
    <Routes>
      <Route index element={<TopicList />} />
      <Route path="nieuw" element={<TopicCreatePage />} />
      <Route path=":id/bewerken" element={<TopicEditPage />} />
    </Routes>
  );
}
