// The shared layout of every PDF: a green header band with the app's logo and name on each page,
// a footer with "pagina x van y", and helpers for headings, paragraphs and bullets that start a new
// page when the remaining space is too small. Pages are buffered so the footer can count them.
import PDFDocument from 'pdfkit';
import { COLORS, FONTS, LOGO, PAGE } from './theme';
import { fill, PDF_TEXTS } from '../messages/pdf';

export type Pdf = PDFKit.PDFDocument;

export interface DocumentInfo {
  title: string;
  subject: string;
}

function drawLogo(doc: Pdf, x: number, y: number, size: number): void {
  const scale = size / 64;
  doc.save().translate(x, y).scale(scale);
  doc.roundedRect(0, 0, 64, 64, 14).fill('#ffffff');
  doc.path(LOGO.heart).fill(COLORS.primary);
  doc.path(LOGO.pulse).lineWidth(3).lineCap('round').lineJoin('round').stroke('#ffffff');
  doc.restore();
}

function drawHeader(doc: Pdf): void {
  const { width } = doc.page;
  doc.save();
  doc.rect(0, 0, width, PAGE.headerHeight).fill(COLORS.primary);
  drawLogo(doc, PAGE.margin, 16, 32);
  doc
    .font(FONTS.bold)
    .fontSize(15)
    .fillColor('#ffffff')
    .text(PDF_TEXTS.appName, PAGE.margin + 44, 25, { lineBreak: false });
  doc.restore();
  // Content continues below the band.
  doc.x = PAGE.margin;
  doc.y = PAGE.headerHeight + 28;
}

function drawFooters(doc: Pdf): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - PAGE.footerHeight;
    // Writing below the bottom margin would add a page: lift the margin while drawing the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(PAGE.margin, y - 8)
      .lineTo(doc.page.width - PAGE.margin, y - 8)
      .lineWidth(0.5)
      .stroke(COLORS.border);
    doc
      .font(FONTS.regular)
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(fill(PDF_TEXTS.footer, { page: i + 1, pages: range.count }), PAGE.margin, y, {
        width: doc.page.width - 2 * PAGE.margin,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

export function createPdf(info: DocumentInfo): Pdf {
  const doc = new PDFDocument({
    size: PAGE.size,
    bufferPages: true,
    margins: {
      top: PAGE.headerHeight + 28,
      bottom: PAGE.margin + PAGE.footerHeight,
      left: PAGE.margin,
      right: PAGE.margin,
    },
    info: { Title: info.title, Subject: info.subject, Author: PDF_TEXTS.appName, Creator: PDF_TEXTS.appName },
    lang: 'nl-NL',
    displayTitle: true,
  });
  drawHeader(doc);
  doc.on('pageAdded', () => drawHeader(doc));
  return doc;
}

/** Ends the document and resolves with its bytes. */
export function finishPdf(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    drawFooters(doc);
    doc.end();
  });
}

export const contentWidth = (doc: Pdf): number => doc.page.width - 2 * PAGE.margin;

/** Starts a new page unless `height` points still fit above the footer. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export function heading(doc: Pdf, text: string, size = 15): void {
  ensureSpace(doc, size * 4);
  doc
    .moveDown(0.6)
    .font(FONTS.bold)
    .fontSize(size)
    .fillColor(COLORS.primaryDark)
    .text(text, PAGE.margin, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}

export function paragraph(
  doc: Pdf,
  text: string,
  options: { bold?: boolean; color?: string; size?: number } = {},
): void {
  doc
    .font(options.bold ? FONTS.bold : FONTS.regular)
    .fontSize(options.size ?? 11)
    .fillColor(options.color ?? COLORS.text)
    .text(text, PAGE.margin, doc.y, { width: contentWidth(doc), lineGap: 2 });
  doc.moveDown(0.4);
}

export function bullet(doc: Pdf, text: string, indent = 0): void {
  const x = PAGE.margin + 14 + indent;
  ensureSpace(doc, 16);
  const y = doc.y;
  doc.circle(x - 8, y + 5.5, 2).fill(COLORS.primary);
  doc
    .font(FONTS.regular)
    .fontSize(11)
    .fillColor(COLORS.text)
    .text(text, x, y, { width: contentWidth(doc) - 14 - indent, lineGap: 2 });
  doc.moveDown(0.25);
}
