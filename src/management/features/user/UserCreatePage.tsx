import { useNavigate } from 'react-router-dom';
import { t } from '../../i18n';
import { studentFilterData } from '../../api/student';
import { createUser } from '../../api/user';
import { personName } from '../../ui/format';
import { PageTitle } from '../../ui/PageTitle';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useRemote } from '../../ui/useRemote';
import { UserForm } from './UserForm';

export function UserCreatePage() {
  const navigate = useNavigate();
  const choices = useRemote(studentFilterData, 'student-filter-data');
  return (
    <>
      <PageTitle title={t('user.createTitle')} />
      <RemoteFailure remote={choices} />
      {choices.status === 'ready' && (
        <UserForm
          initial={{
            email: '',
            givenName: '',
            namePreposition: '',
            familyName: '',
            role: '',
            managingSchools: choices.data.schools.length === 1 ? [Number(choices.data.schools[0]!.value)] : [],
            managingLocations: [],
          }}
          choices={choices.data}
          onCancel={() => void navigate('/medewerkers')}
          onSubmit={async (input) => {
            const user = await createUser(input);
            void navigate(`/medewerkers/${user.id}`, {
              state: { notice: t('user.createdNotice', { name: personName(user, user.username) }) },
            });
          }}
        />
      )}
    </>
  );
}
