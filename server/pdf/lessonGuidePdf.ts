// The teachers' lesson guide of one module as a PDF of one or two A4 pages, in the layout of the
// other PDFs (document.ts): goal, the 45-minute plan, three questions, the statistics, the sources.
import type { LessonGuide } from '../../src/rules/lessonGuide';
import { fill } from '../messages/pdf';
import { LESSON_PDF_TEXTS as T } from '../messages/lessonGuidePdf';
import { bullet, contentWidth, createPdf, ensureSpace, finishPdf, heading, paragraph, type Pdf } from './document';
import { COLORS, FONTS, PAGE } from './theme';

/**
 * Moves to a new page when this text would not fit: text that pdfkit breaks over a page itself
 * continues in the header band's white and is lost, so every block starts where it fits whole.
 */
function fits(doc: Pdf, text: string, width: number, extra = 8): void {
  doc.font(FONTS.regular).fontSize(11);
  ensureSpace(doc, doc.heightOfString(text, { width, lineGap: 2 }) + extra);
}

export async function renderLessonGuidePdf(title: string, guide: LessonGuide): Promise<Buffer> {
  const doc = createPdf({ title: fill(T.heading, { module: title }), subject: T.documentTitle });
  const width = contentWidth(doc);
  doc
    .font(FONTS.bold)
    .fontSize(22)
    .fillColor(COLORS.text)
    .text(fill(T.heading, { module: title }), { width });

  heading(doc, T.goal, 13);
  fits(doc, guide.goal, width);
  paragraph(doc, guide.goal);

  heading(doc, T.plan, 13);
  for (const step of guide.plan) {
    fits(doc, step.text, width - 56, 24);
    const y = doc.y;
    doc
      .font(FONTS.bold)
      .fontSize(11)
      .fillColor(COLORS.primaryDark)
      .text(fill(T.minutes, { minutes: step.minutes }), PAGE.margin, y, { width: 48 });
    doc
      .font(FONTS.bold)
      .fontSize(11)
      .fillColor(COLORS.text)
      .text(step.title, PAGE.margin + 56, y, { width: width - 56 });
    doc
      .font(FONTS.regular)
      .fontSize(10.5)
      .text(step.text, PAGE.margin + 56, doc.y, { width: width - 56, lineGap: 1.5 });
    doc.moveDown(0.5);
  }

  heading(doc, T.questions, 13);
  guide.questions.forEach((question, i) => {
    fits(doc, question, width);
    paragraph(doc, `${i + 1}. ${question}`);
  });

  heading(doc, T.statistics, 13);
  paragraph(doc, T.statisticsCan, { bold: true });
  for (const line of guide.statistics.can) {
    fits(doc, line, width - 14);
    bullet(doc, line);
  }
  paragraph(doc, T.statisticsCannot, { bold: true });
  for (const line of guide.statistics.cannot) {
    fits(doc, line, width - 14);
    bullet(doc, line);
  }

  heading(doc, T.sources, 13);
  for (const source of guide.sources) bullet(doc, `${source.name}: ${source.url}`);
  return finishPdf(doc);
}
