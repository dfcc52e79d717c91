// The school report (GET /api/stats/modules/report): a school's dashboard as a PDF of one or two A4
// pages for a coordinator to take to a meeting, in the layout of the other PDFs (document.ts). It
// prints the dashboard's protected figures as they are: a hidden one reads "minder dan k" (whatever
// the reason: the same look for an empty, a small and a protecting group), never a number.
import type { Dashboard, Figure, StatRow } from '../../src/shared/management/stats';
import { schoolYearLabel } from '../../src/shared/management/schoolYear';
import { STATS_REPORT_TEXTS as T } from '../messages/statsReportPdf';
import { fill } from '../messages/pdf';
import { categoryLabel } from '../services/stats/rows';
import { contentWidth, createPdf, ensureSpace, finishPdf, type Pdf } from './document';
import { COLORS, FONTS, PAGE } from './theme';

const number = new Intl.NumberFormat('nl-NL');

export function figureText(figure: Figure, k: number): string {
  if (figure.value !== null) return number.format(figure.value);
  return fill(T.belowK, { k });
}

/** "Goed 40 · Let op / Onvoldoende 22", or the reason once when the whole row is hidden. */
export function rowText(row: StatRow, k: number): string {
  if (row.count.value === null) return figureText(row.count, k);
  return row.cells.map((c) => `${categoryLabel(c.category)} ${figureText(c, k)}`).join(' · ');
}

function line(doc: Pdf, label: string, text: string): void {
  const width = contentWidth(doc);
  doc.font(FONTS.regular).fontSize(9.5);
  const h = Math.max(doc.heightOfString(text, { width: width - 130 }), 12);
  ensureSpace(doc, h + 2);
  const y = doc.y;
  doc.fillColor(COLORS.muted).text(label, PAGE.margin, y, { width: 124 });
  doc.fillColor(COLORS.text).text(text, PAGE.margin + 130, y, { width: width - 130 });
  doc.y = Math.max(doc.y, y + h) + 2;
}

export async function renderSchoolReportPdf(dashboard: Dashboard, filterText: string): Promise<Buffer> {
  const { k } = dashboard;
  const title = fill(T.heading, { school: dashboard.subject.name });
  const doc = createPdf({ title, subject: T.documentTitle });
  const width = contentWidth(doc);
  doc.font(FONTS.bold).fontSize(18).fillColor(COLORS.text).text(title, { width });
  doc.font(FONTS.regular).fontSize(10).fillColor(COLORS.muted);
  doc.text(fill(T.schoolYear, { year: schoolYearLabel(dashboard.filters.schoolYear) }), { width });
  if (filterText) doc.text(fill(T.filters, { filters: filterText }), { width });
  if (dashboard.windowOpen) doc.text(T.windowOpen, { width });
  doc.moveDown(0.3).fontSize(8.5).text(fill(T.rule, { k }), { width });
  if (dashboard.modules.length === 0) doc.moveDown().fontSize(11).fillColor(COLORS.text).text(T.none);
  for (const m of dashboard.modules) {
    ensureSpace(doc, 70);
    doc
      .moveDown(0.5)
      .font(FONTS.bold)
      .fontSize(11.5)
      .fillColor(COLORS.primaryDark)
      .text(m.module.title, PAGE.margin, doc.y, { width });
    doc.moveDown(0.15);
    line(doc, T.participation, rowText(m.participation, k));
    line(doc, T.results, rowText(m.results, k));
    for (const n of m.norms) line(doc, `${T.norms}: ${n.label}`, rowText(n, k));
    line(
      doc,
      T.trend,
      m.trend
        .map(
          (t) =>
            `${t.label}: ${t.count.value === null ? figureText(t.count, k) : `${figureText(t.count, k)} ${T.students}`}`,
        )
        .join(' · '),
    );
  }
  return finishPdf(doc);
}
