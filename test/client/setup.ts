// Adds the jest-dom matchers (toBeInTheDocument, toBeChecked, …) to every client test.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
// Lazily loaded parts of the app (module dialog, account pages, rule engine, bug-report modal)
// arrive a tick later in the browser; the client tests render them as the app does once their
// chunk is in memory. The real lazy loading is covered by the browser tests.
import { preloadAll } from '../../src/common/lib/lazyComponent';
import { installFastLabels } from './fastLabels';
import '../../src/app/routes';
import '../../src/features/moduleDialog/components/LazyModuleDialog';
import '../../src/features/moduleDialog/ruleEngineLoader';
import '../../src/features/bugReport/components/BugReportButton';

beforeAll(() => preloadAll());

installFastLabels();

// A test that clicks through the whole app with user-event takes a few seconds on a two-core
// machine running other suites beside it; jest's 5 s default failed such tests (imitation,
// password change) when the machine was busy. A test that hangs still fails, after 20 s.
jest.setTimeout(20_000);
// The same for waitFor and findBy: their 1 s default made a start-up test fail once while the
// PostgreSQL suites ran beside it. What never happens still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });
