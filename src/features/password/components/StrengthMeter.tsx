// The strength meter (0–4, 'erg zwak' … 'goed'), only while the two passwords match and are long
// enough. The score comes from the lazily loaded zxcvbn-ts.
import { useEffect, useState } from 'react';
import { t } from '../../../i18n/nl';
import type { StrengthScore } from '../passwordStrength';
import { STRENGTH_LABELS, passwordScore, showsStrength } from '../passwordStrength';

export function StrengthMeter({
  password,
  repeat,
  userInputs,
}: {
  password: string;
  repeat: string;
  userInputs?: string[];
}) {
  const [score, setScore] = useState<{ password: string; value: StrengthScore } | null>(null);
  const visible = showsStrength(password, repeat);

  useEffect(() => {
    if (!visible) return;
    let current = true;
    void passwordScore(password, userInputs).then((value) => {
      if (current) setScore({ password, value });
    });
    return () => {
      current = false;
    };
  }, [visible, password, userInputs]);

  if (!visible || score?.password !== password) return null;
  const label = t(STRENGTH_LABELS[score.value]);
  return (
    <div className={`strength strength--${score.value}`}>
      <meter
        className="strength__meter"
        min={0}
        max={4}
        low={2}
        high={3}
        optimum={4}
        value={score.value}
        aria-hidden="true"
      />
      <p className="strength__label" aria-live="polite">
        {t('password.strength', { label })}
      </p>
    </div>
  );
}
