// Every route file, registered in one encapsulated context whose onRoute hook enforces each route's
// declared access (plugins/app/access.ts). A route file's path is the URL it serves:
// routes/api/school-location.ts serves /api/school-location/*, routes/api/user/import.ts serves
// /api/user/import, a folder's index.ts the rest of its folder's URL (test/server/routeFiles.test.ts).
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { OorcheckSettings } from '../oorcheck/settings';
import { registerAccess } from '../plugins/app/access';
import twoFactorCheckRoutes from '../routes/2fa_check';
import accountRoutes from '../routes/api/account';
import changePasswordRoutes from '../routes/api/account/change-password';
import generateSecretRoutes from '../routes/api/account/generate-google-authenticator-secret';
import qrCodeRoutes from '../routes/api/account/google-authenticator-qr-code';
import setMfaTypeRoutes from '../routes/api/account/set-mfa-type';
import actionQueueRoutes from '../routes/api/action-queue';
import alertRoutes from '../routes/api/alert';
import auditLogRoutes from '../routes/api/audit-log';
import bugReportRoutes from '../routes/api/bug-report';
import checkUsernameRoutes from '../routes/api/check-username';
import configRoutes from '../routes/api/config';
import contactRoutes from '../routes/api/contact';
import lessonGuideRoutes from '../routes/api/lesson-guide';
import myDataRoutes from '../routes/api/my-data';
import myResultsRoutes from '../routes/api/my-results';
import oorcheckRoutes from '../routes/api/oorcheck';
import openapiRoutes from '../routes/api/openapi';
import portfolioRoutes from '../routes/api/portfolio';
import resendConfirmationRoutes from '../routes/api/resend-confirmation';
import resettingRoutes from '../routes/api/resetting';
import schoolRoutes from '../routes/api/school';
import schoolLocationRoutes from '../routes/api/school-location';
import schoolYearRoutes from '../routes/api/school-year';
import studentRoutes from '../routes/api/student';
import studentImportRoutes from '../routes/api/student/import';
import studentImportsRoutes from '../routes/api/student/imports';
import studentPreviewImportRoutes from '../routes/api/student/preview-import';
import testRoutes from '../routes/api/test';
import userRoutes from '../routes/api/user';
import userImportRoutes from '../routes/api/user/import';
import userPreviewImportRoutes from '../routes/api/user/preview-import';
import devMailRoutes from '../routes/dev/mail';
import fileRoutes from '../routes/file';
import imageRoutes from '../routes/image';
import loggedInRoutes from '../routes/logged-in';
import loginRoutes from '../routes/login';
import logoutRoutes from '../routes/logout';
import menuRoutes from '../routes/menu';
import onlineRoutes from '../routes/online';
import opsBackupRoutes from '../routes/ops/backup';
import readyRoutes from '../routes/ready';
// Statistics (issue 34, stats-server).
import statsDashboardRoutes from '../routes/api/stats/dashboard';
import statsModuleRoutes from '../routes/api/stats/modules';
import { statsCacheFor } from '../services/stats/changes';
import moduleImportRoutes from '../routes/api/module/import';
import moduleRoutes from '../routes/api/module';
import topicRoutes from '../routes/api/topics';
import mediaRoutes from '../routes/api/media';
import slideRoutes from '../routes/api/slide';
import infoSlideRoutes from '../routes/api/info-slide';
import infoTextRoutes from '../routes/api/info-text';
import questionRoutes from '../routes/api/question';
import subQuestionRoutes from '../routes/api/sub-question';
import questionOptionRoutes from '../routes/api/question-option';
import resultTextRoutes from '../routes/api/result-text';
// Issue 34, the raw export (stats-export).
import exportStatusRoutes from '../routes/api/stats/modules/check-export-raw-data-status';
import exportDownloadRoutes from '../routes/api/stats/modules/download-export-raw-data';
import startExportRoutes from '../routes/api/stats/modules/start-export-raw-data';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * A plugin without a display name is named by fastify after a search of require.cache for it: under
 * jest (a proxy over thousands of modules) that cost a second per app built. Its function name will do.
 */
function named<T extends object>(plugin: T): T {
  const tagged = plugin as T & { [DISPLAY_NAME]?: string; name?: string };
  tagged[DISPLAY_NAME] ??= tagged.name || 'routes';
  return plugin;
}

export interface RouteOptions {
  config: ServerConfig;
  oorcheck: OorcheckSettings;
}

export async function registerRoutes(app: FastifyInstance, { config, oorcheck }: RouteOptions): Promise<void> {
  const { publicUrl, pwnedRangeUrl } = config;
  await app.register(
    named(async function routes(routes: FastifyInstance) {
      registerAccess(routes);
      await routes.register(named(loginRoutes));
      await routes.register(named(twoFactorCheckRoutes));
      await routes.register(named(logoutRoutes));
      await routes.register(named(loggedInRoutes));
      await routes.register(named(checkUsernameRoutes), { publicUrl });
      await routes.register(named(resendConfirmationRoutes), { publicUrl });
      await routes.register(named(accountRoutes));
      await routes.register(named(resettingRoutes), { publicUrl, pwnedRangeUrl });
      await routes.register(named(changePasswordRoutes), { pwnedRangeUrl });
      await routes.register(named(setMfaTypeRoutes));
      await routes.register(named(generateSecretRoutes));
      await routes.register(named(qrCodeRoutes));
      await routes.register(named(configRoutes));
      await routes.register(named(userRoutes), { publicUrl });
      await routes.register(named(alertRoutes));
      await routes.register(named(schoolRoutes));
      await routes.register(named(schoolLocationRoutes));
      await routes.register(named(schoolYearRoutes));
      await routes.register(named(studentRoutes), { publicUrl });
      await routes.register(named(auditLogRoutes));
      await routes.register(named(contactRoutes), { supportEmail: config.supportEmail });
      await routes.register(named(lessonGuideRoutes));
      await routes.register(named(studentPreviewImportRoutes));
      await routes.register(named(studentImportRoutes), { publicUrl });
      await routes.register(named(studentImportsRoutes));
      await routes.register(named(userPreviewImportRoutes));
      await routes.register(named(userImportRoutes), { publicUrl });
      // The outbox page exists only without SMTP (the mails stay in the database then).
      if (!app.mail.smtp) await routes.register(named(devMailRoutes), { allowRemote: config.devMailAllowRemote });
      await routes.register(named(menuRoutes));
      await routes.register(named(onlineRoutes));
      await routes.register(named(readyRoutes));
      await routes.register(named(testRoutes));
      await routes.register(named(actionQueueRoutes));
      await routes.register(named(fileRoutes));
      await routes.register(named(imageRoutes));
      await routes.register(named(myResultsRoutes));
      await routes.register(named(myDataRoutes));
      await routes.register(named(portfolioRoutes));
      await routes.register(named(oorcheckRoutes), { settings: oorcheck });
      await routes.register(named(bugReportRoutes));
      await routes.register(named(opsBackupRoutes));
      await routes.register(named(openapiRoutes));
      // Statistics (issue 34, stats-server).
      // One statistics cache for both (services/stats/cache.ts), hearing changes on the main database.
      const statsCache = statsCacheFor(config, app.db, app.statsDb);
      routes.addHook('onClose', () => statsCache.close());
      await routes.register(named(statsModuleRoutes), { cache: statsCache });
      await routes.register(named(statsDashboardRoutes), { cache: statsCache });
      // The module editor (issue 33, module-server).
      await routes.register(named(moduleImportRoutes));
      await routes.register(named(moduleRoutes));
      // The module editor's content routes (issue 33, module-content).
      await routes.register(named(topicRoutes));
      await routes.register(named(mediaRoutes));
      await routes.register(named(slideRoutes));
      await routes.register(named(infoSlideRoutes));
      await routes.register(named(infoTextRoutes));
      await routes.register(named(questionRoutes));
      await routes.register(named(subQuestionRoutes));
      await routes.register(named(questionOptionRoutes));
      await routes.register(named(resultTextRoutes));
      // Issue 34, the raw export (stats-export).
      await routes.register(named(startExportRoutes));
      await routes.register(named(exportStatusRoutes));
      await routes.register(named(exportDownloadRoutes), { dir: config.statsExport.dir });
    }),
  );
}
