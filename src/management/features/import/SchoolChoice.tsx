// Which school the list is for: admins and managers of several schools choose; a manager of one
// school (or of locations) has nothing to choose and the server takes their own.
import { t } from '../../i18n';
import { listSchools } from '../../api/school';
import { useStaff } from '../../app/sessionContext';
import { SelectField } from '../../ui/fields';
import { useRemote } from '../../ui/useRemote';

export function SchoolChoice({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { role, account } = useStaff();
  const chooses = role === 'admin' || role === 'superAdmin' || account.managingSchools.length > 1;
  const remote = useRemote(
    () => (chooses ? listSchools({ limit: '1000', sort: 'name' }) : Promise.resolve(null)),
    `schools-${chooses}`,
  );
  if (!chooses) return null;
  return (
    <SelectField
      label={t('import.school')}
      name="schoolId"
      value={value === null ? '' : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      placeholder={t('import.chooseSchool')}
      options={(remote.data?.items ?? []).map((school) => ({ value: school.id, label: school.name }))}
      error={remote.status === 'failed' ? remote.message : undefined}
      required
    />
  );
}
