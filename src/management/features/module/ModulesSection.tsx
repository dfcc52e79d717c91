// Modules (issue 33, admins): the list → one module's editor. The editor (TipTap, dnd-kit, the
// preview's student dialog) is a chunk of its own, fetched when a module is opened, so the list
// stays light and the site's first view does not carry any of it.
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyComponent } from '../../../common/lib/lazyComponent';
import { tm } from '../../i18n/modules';
import { ModuleCreatePage } from './ModuleCreatePage';
import { ModuleImportPage } from './ModuleImportPage';
import { ModuleList } from './ModuleList';
import './modules.css';

const ModuleEditorPage = lazyComponent(() =>
  import(/* webpackChunkName: "module-editor" */ './editor/ModuleEditorPage').then((m) => m.ModuleEditorPage),
);

export function ModulesSection() {
  return (
    <Routes>
      <Route index element={<ModuleList />} />
      <Route path="nieuw" element={<ModuleCreatePage />} />
      <Route path="importeren" element={<ModuleImportPage />} />
      <Route
        path=":id/*"
        element={
          <Suspense fallback={<p role="status">{tm('editor.loading')}</p>}>
            <ModuleEditorPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
