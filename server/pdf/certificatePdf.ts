// The certificate: the student's name and school, the finished modules with their dates, and the
// date it was issued, in the same layout as the results PDF.
import { bullet, contentWidth, createPdf, finishPdf, paragraph } from './document';
import { COLORS, FONTS, PAGE } from './theme';
import { fill, PDF_TEXTS } from '../messages/pdf';

export interface CertificateData {
  name: string;
  school: string | null;
  /** DD-MM-YYYY */
  date: string;
  modules: Array<{ title: string; date: string }>;
}

const T = PDF_TEXTS.certificate;

export async function renderCertificatePdf(data: CertificateData): Promise<Buffer> {
  const doc = createPdf({ title: T.documentTitle, subject: `${T.documentTitle} ${data.name}` });
  const width = contentWidth(doc);
  doc.moveDown(1.5);
  doc.font(FONTS.bold).fontSize(34).fillColor(COLORS.primaryDark).text(T.heading, { width, align: 'center' });
  const lineY = doc.y + 6;
  doc
    .moveTo(PAGE.margin + width / 2 - 60, lineY)
    .lineTo(PAGE.margin + width / 2 + 60, lineY)
    .lineWidth(2)
    .stroke(COLORS.primary);
  doc.y = lineY + 24;
  doc
    .font(FONTS.regular)
    .fontSize(12)
    .fillColor(COLORS.muted)
    .text(T.intro, PAGE.margin, doc.y, { width, align: 'center' });
  doc.moveDown(0.6);
  doc.font(FONTS.bold).fontSize(22).fillColor(COLORS.text).text(data.name, { width, align: 'center' });
  if (data.school) {
    doc.moveDown(0.3);
    doc
      .font(FONTS.regular)
      .fontSize(12)
      .fillColor(COLORS.muted)
      .text(fill(T.school, { school: data.school }), { width, align: 'center' });
  }
  doc.moveDown(1.2);
  doc
    .font(FONTS.regular)
    .fontSize(12)
    .fillColor(COLORS.text)
    .text(T.body, PAGE.margin, doc.y, { width, align: 'center' });
  doc.moveDown(1);

  if (data.modules.length === 0) paragraph(doc, T.none, { color: COLORS.muted });
  for (const module of data.modules)
    bullet(doc, `${module.title}  —  ${fill(T.moduleDate, { date: module.date })}`, 60);

  doc.moveDown(2);
  doc
    .font(FONTS.italic)
    .fontSize(11)
    .fillColor(COLORS.muted)
    .text(fill(T.dateLine, { date: data.date }), PAGE.margin, doc.y, { width, align: 'center' });
  return finishPdf(doc);
}
