// "26-11-2026 14:05 door admin@demo.nl": who did something and when (the contract's Stamp).
import type { Stamp } from '../../../shared/management/module';
import { formatDateTime } from '../../ui/format';
import { tm } from '../../i18n/modules';

export const formatStamp = (stamp: Stamp): string =>
  stamp.by ? tm('stamp.byWhom', { at: formatDateTime(stamp.at), by: stamp.by }) : formatDateTime(stamp.at);
