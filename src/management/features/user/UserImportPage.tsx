// Medewerkers importeren: a list of school and location managers, through the same steps as a
// class list (file → columns → preview per row → import).
import { Link } from 'react-router-dom';
import { t } from '../../i18n';
import { staffImport } from '../import/importKinds';
import { ImportWizard } from '../import/ImportWizard';
import { PageTitle } from '../../ui/PageTitle';

export function UserImportPage() {
  return (
    <>
      <PageTitle
        title={t('userImport.title')}
        actions={
          <Link className="button button--secondary" to="/medewerkers">
            {t('userImport.back')}
          </Link>
        }
      />
      <p className="mg-lead">{t('userImport.intro')}</p>
      <ImportWizard kind={staffImport} />
    </>
  );
}
