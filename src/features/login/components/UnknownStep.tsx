// Step 2c: the address is unknown; the student has to ask the teacher to be added.
import { t } from '../../../i18n/nl';
import { ChosenEmail } from './ChosenEmail';

export function UnknownStep({ username }: { username: string }) {
  return (
    <div className="form">
      <ChosenEmail username={username} />
      <div className="alert alert--warning" role="alert">
        <p className="alert__header">{t('login.unknownHeader')}</p>
        <p>{t('login.unknownText')}</p>
      </div>
    </div>
  );
}
