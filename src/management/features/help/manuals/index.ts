// The manuals, in the order a school meets the tasks. One file per manual.
import type { Manual } from '../helpContent';
import { firstLogin } from './firstLogin';
import { privacy } from './privacy';
import { schoolSetup } from './schoolSetup';
import { statistics } from './statistics';
import { studentImport } from './studentImport';
import { testHour } from './testHour';
// Issue 33
import { moduleEditor } from './moduleEditor';

export const MANUALS: readonly Manual[] = [
  firstLogin,
  schoolSetup,
  studentImport,
  testHour,
  statistics,
  privacy,
  moduleEditor,
];
