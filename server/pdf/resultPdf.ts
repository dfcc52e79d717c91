// The results PDF of one finished test: module title, date, the overall result, the norm table
// (fitheid modules only), the result texts that were shown and the chosen actions.
import { formatNormValue } from '../../src/rules/format';
import type { ModuleResultValue, NormResult } from '../../src/rules/types';
import { bullet, contentWidth, createPdf, ensureSpace, finishPdf, heading, paragraph, type Pdf } from './document';
import { htmlToBlocks } from './htmlBlocks';
import { COLORS, FONTS, PAGE } from './theme';
import { fill, PDF_TEXTS, RATING_LABELS, RESULT_LABELS, UNKNOWN_RATING } from '../messages/pdf';

export interface ResultPdfData {
  moduleTitle: string;
  /** DD-MM-YYYY */
  date: string;
  result: Exclude<ModuleResultValue, 'unfinished'>;
  /** null: the module shows no norm table. */
  norms: NormResult[] | null;
  texts: Array<{ title: string; html: string }>;
  /** Titles of the chosen actions; empty when the student chose none. */
  actions: string[];
}

const T = PDF_TEXTS.result;

const RESULT_COLORS: Record<ResultPdfData['result'], [string, string]> = {
  good: [COLORS.primarySoft, COLORS.primaryDark],
  warning: [COLORS.warningSoft, COLORS.warning],
  bad: [COLORS.dangerSoft, COLORS.danger],
  neutral: [COLORS.neutralSoft, COLORS.text],
};

function resultBanner(doc: Pdf, result: ResultPdfData['result']): void {
  const [background, color] = RESULT_COLORS[result];
  const y = doc.y + 4;
  doc.roundedRect(PAGE.margin, y, contentWidth(doc), 40, 6).fill(background);
  doc
    .font(FONTS.regular)
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(T.overall.toUpperCase(), PAGE.margin + 14, y + 7, { characterSpacing: 0.6 });
  doc
    .font(FONTS.bold)
    .fontSize(14)
    .fillColor(color)
    .text(RESULT_LABELS[result], PAGE.margin + 14, y + 19);
  doc.y = y + 52;
}

function normTable(doc: Pdf, norms: NormResult[]): void {
  const width = contentWidth(doc);
  const cols = [width * 0.5, width * 0.2, width * 0.3];
  const row = (cells: string[], y: number, header: boolean, rating?: NormResult['result']) => {
    let x = PAGE.margin;
    cells.forEach((cell, i) => {
      const color = !header && i === 2 ? ratingColor(rating ?? null) : COLORS.text;
      doc
        .font(header || i === 2 ? FONTS.bold : FONTS.regular)
        .fontSize(10)
        .fillColor(color)
        .text(cell, x + 8, y + 7, { width: cols[i] - 16 });
      x += cols[i];
    });
  };
  ensureSpace(doc, 26 * Math.min(norms.length + 1, 6));
  let y = doc.y;
  doc.rect(PAGE.margin, y, width, 26).fill(COLORS.primarySoft);
  row([T.normName, T.normValue, T.normRating], y, true);
  y += 26;
  for (const norm of norms) {
    if (y + 26 > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      y = doc.y;
    }
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + width, y)
      .lineWidth(0.5)
      .stroke(COLORS.border);
    const value = formatNormValue(norm);
    row(
      [norm.title ?? norm.name, value, norm.result ? RATING_LABELS[norm.result] : UNKNOWN_RATING],
      y,
      false,
      norm.result,
    );
    y += 26;
  }
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + width, y)
    .lineWidth(0.5)
    .stroke(COLORS.border);
  doc.x = PAGE.margin;
  doc.y = y + 8;
}

function ratingColor(rating: NormResult['result']): string {
  if (rating === 'good') return COLORS.primaryDark;
  if (rating === 'warning') return COLORS.warning;
  if (rating === 'bad') return COLORS.danger;
  return COLORS.muted;
}

function resultText(doc: Pdf, title: string, html: string): void {
  ensureSpace(doc, 60);
  paragraph(doc, title, { bold: true, size: 12, color: COLORS.primaryDark });
  for (const block of htmlToBlocks(html)) {
    if (block.kind === 'bullet') bullet(doc, block.text);
    else paragraph(doc, block.text, { bold: block.kind === 'heading' });
  }
  doc.moveDown(0.4);
}

export async function renderResultPdf(data: ResultPdfData): Promise<Buffer> {
  const doc = createPdf({ title: fill(T.documentTitle, { title: data.moduleTitle }), subject: T.heading });
  doc.font(FONTS.regular).fontSize(10).fillColor(COLORS.muted).text(T.heading.toUpperCase(), { characterSpacing: 0.8 });
  doc
    .font(FONTS.bold)
    .fontSize(22)
    .fillColor(COLORS.text)
    .text(data.moduleTitle, { width: contentWidth(doc) });
  doc.font(FONTS.regular).fontSize(11).fillColor(COLORS.muted).text(`${T.dateLabel}: ${data.date}`);
  doc.moveDown(0.5);
  resultBanner(doc, data.result);

  if (data.norms && data.norms.length > 0) {
    heading(doc, T.normsHeading);
    normTable(doc, data.norms);
  }

  heading(doc, T.textsHeading);
  if (data.texts.length === 0) paragraph(doc, T.noTexts, { color: COLORS.muted });
  for (const text of data.texts) resultText(doc, text.title, text.html);

  heading(doc, T.actionsHeading);
  if (data.actions.length === 0) paragraph(doc, T.noActions, { color: COLORS.muted });
  for (const action of data.actions) bullet(doc, action);

  doc.moveDown(1);
  paragraph(doc, T.anonymous, { color: COLORS.muted, size: 9 });
  return finishPdf(doc);
}
