// Reads a PDF the way a person would: pdftotext (poppler-utils) gives its text in reading order.
// Used by the result-PDF and certificate tests (issue 6).
import { execFileSync } from 'node:child_process';

export function pdfText(pdf: Buffer): string {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}

export function pdfPageCount(pdf: Buffer): number {
  const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
}
