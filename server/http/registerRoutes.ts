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

export interface RouteOptions {
  config: ServerConfig;
  oorcheck: OorcheckSettings;
}

export async function registerRoutes(app: FastifyInstance, { config, oorcheck }: RouteOptions): Promise<void> {
  const { publicUrl, pwnedRangeUrl } = config;
  await app.register(async (routes) => {
    registerAccess(routes);
    await routes.register(loginRoutes);
    await routes.register(twoFactorCheckRoutes);
    await routes.register(logoutRoutes);
    await routes.register(loggedInRoutes);
    await routes.register(checkUsernameRoutes, { publicUrl });
    await routes.register(resendConfirmationRoutes, { publicUrl });
    await routes.register(accountRoutes);
    await routes.register(resettingRoutes, { publicUrl, pwnedRangeUrl });
    await routes.register(changePasswordRoutes, { pwnedRangeUrl });
    await routes.register(setMfaTypeRoutes);
    await routes.register(generateSecretRoutes);
    await routes.register(qrCodeRoutes);
    await routes.register(configRoutes);
    await routes.register(userRoutes, { publicUrl });
    await routes.register(alertRoutes);
    await routes.register(schoolRoutes);
    await routes.register(schoolLocationRoutes);
    await routes.register(schoolYearRoutes);
    await routes.register(studentRoutes, { publicUrl });
    await routes.register(auditLogRoutes);
    await routes.register(contactRoutes, { supportEmail: config.supportEmail });
    await routes.register(lessonGuideRoutes);
    await routes.register(studentPreviewImportRoutes);
    await routes.register(studentImportRoutes, { publicUrl });
    await routes.register(studentImportsRoutes);
    await routes.register(userPreviewImportRoutes);
    await routes.register(userImportRoutes, { publicUrl });
    // The outbox page exists only without SMTP (the mails stay in the database then).
    if (!app.mail.smtp) await routes.register(devMailRoutes, { allowRemote: config.devMailAllowRemote });
    await routes.register(menuRoutes);
    await routes.register(onlineRoutes);
    await routes.register(readyRoutes);
    await routes.register(testRoutes);
    await routes.register(actionQueueRoutes);
    await routes.register(fileRoutes);
    await routes.register(imageRoutes);
    await routes.register(myResultsRoutes);
    await routes.register(myDataRoutes);
    await routes.register(portfolioRoutes);
    await routes.register(oorcheckRoutes, { settings: oorcheck });
    await routes.register(bugReportRoutes);
    await routes.register(opsBackupRoutes);
    await routes.register(openapiRoutes);
    // Statistics (issue 34, stats-server).
    // One statistics cache for both (services/stats/cache.ts), hearing changes on the main database.
    const statsCache = statsCacheFor(config, app.db, app.statsDb);
    routes.addHook('onClose', () => statsCache.close());
    await routes.register(statsModuleRoutes, { cache: statsCache });
    await routes.register(statsDashboardRoutes, { cache: statsCache });
    // The module editor (issue 33, module-server).
    await routes.register(moduleImportRoutes);
    await routes.register(moduleRoutes);
    // The module editor's content routes (issue 33, module-content).
    await routes.register(topicRoutes);
    await routes.register(mediaRoutes);
    await routes.register(slideRoutes);
    await routes.register(infoSlideRoutes);
    await routes.register(infoTextRoutes);
    await routes.register(questionRoutes);
    await routes.register(subQuestionRoutes);
    await routes.register(questionOptionRoutes);
    await routes.register(resultTextRoutes);
    // Issue 34, the raw export (stats-export).
    await routes.register(startExportRoutes);
    await routes.register(exportStatusRoutes);
    await routes.register(exportDownloadRoutes, { dir: config.statsExport.dir });
  });
}
