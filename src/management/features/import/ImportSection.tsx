// Importeren: upload → columns → preview per row → import; and the imports left incomplete.
import { useState } from 'react';
import { t } from '../../i18n';
import { PageTitle } from '../../ui/PageTitle';
import { studentImport } from './importKinds';
import { ImportWizard } from './ImportWizard';
import { IncompleteImports } from './IncompleteImports';

export function ImportSection() {
  // A finished import may leave rows in error: the list below loads again to show it.
  const [imports, setImports] = useState(0);
  return (
    <>
      <PageTitle title={t('import.title')} />
      <p className="mg-lead">{t('import.intro')}</p>
      <ImportWizard kind={studentImport} onImported={() => setImports((n) => n + 1)} />
      <IncompleteImports round={imports} />
    </>
  );
}
