import { useNavigate, useParams } from 'react-router-dom';
import { t } from '../../i18n';
import { createSchool, getSchool, updateSchool } from '../../api/school';
import { PageTitle } from '../../ui/PageTitle';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useRemote } from '../../ui/useRemote';
import { SchoolForm } from './SchoolForm';

export function SchoolCreatePage() {
  const navigate = useNavigate();
  return (
    <>
      <PageTitle title={t('schools.createTitle')} />
      <SchoolForm
        initial={{ name: '', brin: '', active: true }}
        cancelTo="/scholen"
        onSubmit={async (input) => {
          const school = await createSchool(input);
          void navigate(`/scholen/${school.id}`, {
            state: { notice: t('schools.createdNotice', { name: school.name }) },
          });
        }}
      />
    </>
  );
}

export function SchoolEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const remote = useRemote(() => getSchool(id), String(id));
  return (
    <>
      <PageTitle title={t('schools.editTitle')} />
      <RemoteFailure remote={remote} />
      {remote.status === 'ready' && (
        <SchoolForm
          initial={{ name: remote.data.name, brin: remote.data.brin ?? '', active: remote.data.active }}
          cancelTo={`/scholen/${id}`}
          onSubmit={async (input) => {
            await updateSchool(id, input);
            void navigate(`/scholen/${id}`, { state: { notice: t('schools.savedNotice') } });
          }}
        />
      )}
    </>
  );
}
