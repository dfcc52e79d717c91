// The login/register widget of spec "Login widget steps": one step at a time.
import { useAppSelector } from '../../../app/hooks';
import { selectLoginStep, selectLoginUsername } from '../loginSlice';
import { EmailStep } from './EmailStep';
import { LoginWait } from './LoginWait';
import { PasswordStep } from './PasswordStep';
import { RegisterStep } from './RegisterStep';
import { UnknownStep } from './UnknownStep';

export function LoginWidget() {
  const step = useAppSelector(selectLoginStep);
  const username = useAppSelector(selectLoginUsername);
  return (
    <div className="login-widget">
      {step === 'email' && <EmailStep />}
      {step === 'login' && <PasswordStep username={username} />}
      {step === 'register' && <RegisterStep username={username} />}
      {step === 'unknown' && <UnknownStep username={username} />}
      <LoginWait />
    </div>
  );
}
