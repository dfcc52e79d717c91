// Importeren: upload → columns → preview per row → import; and the imports left incomplete.
import { t } from '../../../i18n/management';
import { PageTitle } from '../../ui/PageTitle';
import { ImportWizard } from './ImportWizard';
import { IncompleteImports } from './IncompleteImports';

export function ImportSection() {
  return (
    <>
      <PageTitle title={t('import.title')} />
      <p className="mg-lead">{t('import.intro')}</p>
      <ImportWizard />
      <IncompleteImports />
    </>
  );
}
