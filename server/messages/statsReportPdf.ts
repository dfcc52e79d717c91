// Dutch texts of the school report PDF (issue 34): the school dashboard on one or two pages.
export const STATS_REPORT_TEXTS = {
  documentTitle: 'Schoolrapport',
  heading: 'Schoolrapport {school}',
  schoolYear: 'Schooljaar {year}',
  windowOpen: 'Dit schooljaar loopt nog: de cijfers tellen tot en met gisteren.',
  filters: 'Filters: {filters}',
  rule: 'Cijfers van groepen met minder dan {k} leerlingen worden niet getoond ("minder dan {k}"); zo staat er ook bij een cijfer waarmee je uit de andere cijfers een kleinere groep zou kunnen terugrekenen. Zo is nooit te zien hoe één leerling het heeft gedaan.',
  module: 'Module',
  participation: 'Deelname',
  results: 'Resultaten',
  trend: 'Resultaten per schooljaar',
  norms: 'Normen',
  /** Every hidden figure, whatever the reason: an empty, a small and a protecting group look the same. */
  belowK: 'minder dan {k}',
  students: 'leerlingen',
  none: 'Er zijn nog geen modules.',
} as const;
