// 'Mijn gegevens' as a PDF (issue 21): the same content as GET /api/my-data, in Dutch sentences,
// with each finished test's answers next to the questions they answer.
import { SCHOOL_TIME_ZONE, formatDate as formatLocalDate, formatDateTime, formatNumber } from '../../src/rules/format';
import type { NormResult } from '../../src/rules/types';
import { schoolYearLabel } from '../../src/shared/management/schoolYear';
import type { MyData } from '../../src/shared/myData';
import { fill, RATING_LABELS, RESULT_LABELS, UNKNOWN_RATING } from '../messages/pdf';
import { AUDIT_ACTION_LABELS, MY_DATA_PDF as T } from '../messages/myDataPdf';
import type { AnswerLine } from './answerLines';
import { bullet, createPdf, finishPdf, heading, paragraph, type Pdf } from './document';
import { COLORS } from './theme';

/** Per finished test id: its answers as lines (the server looks the questions up). */
export type AnswerLinesByTest = Map<string, AnswerLine[]>;

const dt = (iso: string | null) => (iso ? formatDateTime(iso, SCHOOL_TIME_ZONE) : '–');
/** Dates on the schools' clock, not the server's (see SCHOOL_TIME_ZONE). */
const formatDate = (d: string | Date) => formatLocalDate(d, SCHOOL_TIME_ZONE);

function section(doc: Pdf, title: string, lines: string[]): void {
  heading(doc, title, 13);
  if (lines.length === 0) paragraph(doc, T.none, { color: COLORS.muted });
  for (const line of lines) bullet(doc, line);
}

function account(doc: Pdf, data: MyData): void {
  const a = data.account;
  const A = T.account;
  const name = [a.givenName, a.namePreposition, a.familyName].filter(Boolean).join(' ');
  section(doc, A.heading, [
    `${A.email}: ${a.email}`,
    `${A.name}: ${name || '–'}`,
    `${A.school}: ${a.school ?? '–'}`,
    `${A.location}: ${a.location ?? '–'}`,
    `${A.className}: ${a.className ?? '–'}`,
    `${A.studyYear}: ${a.studyYear ?? '–'}`,
    `${A.level}: ${a.level ?? '–'}`,
    `${A.enabled}: ${a.enabled ? A.yes : A.no}`,
    `${A.mfaType}: ${A.mfa[a.mfaType]}`,
    `${A.createdAt}: ${dt(a.createdAt)}`,
    `${A.activatedAt}: ${dt(a.activatedAt)}`,
    `${A.lastLogin}: ${dt(a.lastLogin)}`,
  ]);
}

function resultLabel(result: string): string {
  return (RESULT_LABELS as Record<string, string>)[result] ?? result;
}

function tests(doc: Pdf, data: MyData, answers: AnswerLinesByTest): void {
  heading(doc, T.tests.heading, 13);
  if (data.finishedTests.length === 0) paragraph(doc, T.none, { color: COLORS.muted });
  for (const test of data.finishedTests) {
    paragraph(doc, test.moduleTitle, { bold: true });
    paragraph(
      doc,
      `${fill(T.tests.finishedOn, { date: dt(test.finishedAt) })} · ${fill(T.tests.result, { result: resultLabel(test.result) })}`,
    );
    const meta = (test.meta ?? {}) as { age?: number | null; gender?: string | null };
    paragraph(
      doc,
      fill(T.tests.meta, { age: meta.age ?? '–', gender: (meta.gender && T.tests.gender[meta.gender]) || '–' }),
    );
    const norms = Array.isArray(test.normResults) ? (test.normResults as NormResult[]) : [];
    if (norms.length > 0) {
      paragraph(doc, T.tests.norms, { bold: true, size: 10 });
      for (const n of norms)
        bullet(
          doc,
          `${n.title ?? n.name}: ${n.value === null ? '–' : formatNumber(n.value)} (${n.result ? RATING_LABELS[n.result] : UNKNOWN_RATING})`,
        );
    }
    const lines = answers.get(test.id) ?? [];
    if (lines.length > 0) {
      paragraph(doc, T.tests.answers, { bold: true, size: 10 });
      for (const line of lines) bullet(doc, `${line.question} — ${line.answer}`);
    }
    paragraph(
      doc,
      test.actions.length > 0 ? fill(T.tests.actions, { actions: test.actions.join(', ') }) : T.tests.noActions,
    );
  }
}

export async function renderMyDataPdf(data: MyData, answers: AnswerLinesByTest): Promise<Buffer> {
  const doc = createPdf({ title: T.documentTitle, subject: T.documentTitle });
  heading(doc, T.heading, 20);
  paragraph(doc, fill(T.intro, { date: dt(data.generatedAt) }));
  account(doc, data);
  tests(doc, data, answers);
  heading(doc, T.inProgress.heading, 13);
  paragraph(doc, T.inProgress.text);
  section(
    doc,
    T.skipped.heading,
    data.skippedModules.map((s) => fill(T.skipped.line, { title: s.moduleTitle, date: formatDate(s.skippedAt) })),
  );
  section(
    doc,
    T.started.heading,
    data.startedModules.map((s) =>
      fill(T.started.line, {
        title: s.moduleTitle,
        year: schoolYearLabel(s.schoolYear),
        date: formatDate(s.startedAt),
      }),
    ),
  );
  section(
    doc,
    T.oorcheck.heading,
    data.oorcheck.map((o) =>
      [
        fill(T.oorcheck.line, { date: dt(o.createdAt), status: T.oorcheck.status[o.status] ?? o.status }),
        o.result ? (T.oorcheck.result[o.result] ?? o.result) : null,
        o.thresholdDb === null ? null : fill(T.oorcheck.threshold, { value: formatNumber(o.thresholdDb) }),
      ]
        .filter(Boolean)
        .join(', '),
    ),
  );
  section(
    doc,
    T.consents.heading,
    data.consents.map((c) =>
      fill(T.consents.line, {
        title: c.moduleTitle,
        date: formatDate(c.at),
        given: c.given ? T.consents.given : T.consents.refused,
      }),
    ),
  );
  const H = T.history;
  heading(doc, H.heading, 13);
  paragraph(doc, fill(H.lastLogin, { date: dt(data.loginHistory.lastLogin) }));
  paragraph(doc, H.sessions, { bold: true, size: 10 });
  if (data.loginHistory.sessions.length === 0) paragraph(doc, T.none, { color: COLORS.muted });
  for (const s of data.loginHistory.sessions)
    bullet(doc, fill(H.session, { start: dt(s.createdAt), last: dt(s.lastSeenAt) }));
  paragraph(doc, H.events, { bold: true, size: 10 });
  if (data.loginHistory.events.length === 0) paragraph(doc, T.none, { color: COLORS.muted });
  for (const e of data.loginHistory.events)
    bullet(
      doc,
      fill(H.event, {
        date: dt(e.at),
        action: AUDIT_ACTION_LABELS[e.action] ?? e.action,
        who: e.bySelf ? H.self : H.staff,
      }),
    );
  section(
    doc,
    T.mails.heading,
    data.mails.map((m) =>
      fill(T.mails.line, {
        date: dt(m.createdAt),
        subject: m.subject,
        status: m.sentAt ? T.mails.sent : m.failedAt ? T.mails.failed : T.mails.waiting,
      }),
    ),
  );
  section(
    doc,
    T.bugReports.heading,
    data.bugReports.map((r) => fill(T.bugReports.line, { date: dt(r.createdAt), message: r.message })),
  );
  section(
    doc,
    T.importRows.heading,
    data.importRows.map((r) =>
      fill(T.importRows.line, { date: formatDate(r.importedAt), line: r.line, cells: (r.cells ?? []).join(' · ') }),
    ),
  );
  section(
    doc,
    T.codes.heading,
    data.securityCodes.map((c) =>
      fill(T.codes.line, {
        kind: c.kind,
        created: dt(c.createdAt),
        expires: dt(c.expiresAt),
        used: c.usedAt ? fill(T.codes.used, { date: dt(c.usedAt) }) : T.codes.unused,
      }),
    ),
  );
  section(
    doc,
    T.erasure.heading,
    data.erasureRequests.map((r) =>
      fill(T.erasure.line, {
        date: dt(r.requestedAt),
        status: r.status === 'pending' ? T.erasure.pending : fill(T.erasure.rejected, { date: dt(r.decidedAt) }),
      }),
    ),
  );
  return finishPdf(doc);
}
