import { useNavigate } from 'react-router-dom';
import { t } from '../../i18n';
import { createStaff, studentFilterData } from '../../api/people';
import { personName } from '../../ui/format';
import { PageTitle } from '../../ui/PageTitle';
import { RemoteFailure } from '../../ui/RemoteFailure';
import { useRemote } from '../../ui/useRemote';
import { StaffForm } from './StaffForm';

export function StaffCreatePage() {
  const navigate = useNavigate();
  const choices = useRemote(studentFilterData, 'student-filter-data');
  return (
    <>
      <PageTitle title={t('staff.createTitle')} />
      <RemoteFailure remote={choices} />
      {choices.status === 'ready' && (
        <StaffForm
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
            const user = await createStaff(input);
            void navigate(`/medewerkers/${user.id}`, {
              state: { notice: t('staff.createdNotice', { name: personName(user, user.username) }) },
            });
          }}
        />
      )}
    </>
  );
}
