// While imitating, the header says whose account this is, with a way back (spec: "the header shows it").
import { Link } from 'react-router-dom';
import type { Account } from '../../../shared/api';
import { useAppDispatch } from '../../../app/hooks';
import { paths } from '../../../lib/paths';
import { t } from '../../../i18n/nl';
import { imitationStopRequested } from '../../imitate/imitationActions';
import '../../profile/accountPages.css';

export function ImitationBanner({ account }: { account: Account }) {
  const dispatch = useAppDispatch();
  return (
    <div className="imitation-banner" role="status">
      <p>
        <Link to={paths.imitate}>{t('auth.imitatingBanner', { name: account.username })}</Link>
      </p>
      <button type="button" className="button button--secondary" onClick={() => dispatch(imitationStopRequested())}>
        {t('imitate.stop')}
      </button>
    </div>
  );
}
