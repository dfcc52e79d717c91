// Medewerkers importeren: a list of school and location managers, through the same steps as a
// class list (file → columns → preview per row → import).
import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { staffImport } from '../import/importKinds';
import { ImportWizard } from '../import/ImportWizard';
import { PageTitle } from '../../ui/PageTitle';

export function StaffImportPage() {
  return (
    <>
      <PageTitle
        title={t('staffImport.title')}
        actions={
          <Link className="button button--secondary" to="/medewerkers">
            {t('staffImport.back')}
          </Link>
        }
      />
      <p className="mg-lead">{t('staffImport.intro')}</p>
      <ImportWizard kind={staffImport} />
    </>
  );
}
