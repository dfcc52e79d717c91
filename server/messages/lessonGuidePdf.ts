// Dutch texts of the lesson guide PDF (issue 20); the browser page uses the same headings
// (src/management/i18n/contactLessons.ts).
export const LESSON_PDF_TEXTS = {
  documentTitle: 'Lesbrief',
  heading: 'Lesbrief: {module}',
  goal: 'Leerdoel',
  plan: 'Lesplan (45 minuten)',
  minutes: '{minutes} min',
  questions: 'Vragen voor het klassengesprek',
  statistics: 'Wat de klasstatistiek laat zien',
  statisticsCan: 'Wel',
  statisticsCannot: 'Niet',
  sources: 'Betrouwbare bronnen',
} as const;
