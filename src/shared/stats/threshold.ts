// The minimum group size k of every statistic (docs/privacy.md, "Disclosure control"). The setting
// statsMinGroupSize chooses it; nothing (no setting, no request parameter) takes it below the floor.

/** No statistic ever rests on fewer students than this, whatever the setting says. */
export const K_FLOOR = 5;

/** k for a statsMinGroupSize setting: at least K_FLOOR; a broken setting (NaN, text) gives the default, 10. */
export function minGroupSize(setting: unknown): number {
  if (typeof setting !== 'number' || !Number.isFinite(setting)) return 10;
  return Math.max(K_FLOOR, Math.ceil(setting));
}
