// Dutch texts of the PDFs (the server has no access to the client's src/i18n).
import type { ModuleResultValue, NormRating } from '../../src/rules/types';

export const PDF_TEXTS = {
  appName: 'Lifestyle Reality Check',
  footer: 'Lifestyle Reality Check · pagina {page} van {pages}',
  result: {
    documentTitle: 'Resultaat: {title}',
    heading: 'Jouw lifestyle reality check',
    dateLabel: 'Datum',
    studentLabel: 'Naam',
    overall: 'Je resultaat',
    normsHeading: 'Jouw scores',
    normName: 'Onderdeel',
    normValue: 'Waarde',
    normRating: 'Beoordeling',
    textsHeading: 'Wat betekent dit voor jou?',
    noTexts: 'Er zijn bij jouw antwoorden geen adviesteksten.',
    actionsHeading: 'Jouw gekozen acties',
    noActions: 'Je hebt ervoor gekozen geen actie te ondernemen.',
    anonymous: 'Je antwoorden zijn anoniem. Dit overzicht is alleen voor jezelf.',
  },
  certificate: {
    documentTitle: 'Certificaat',
    heading: 'Certificaat',
    intro: 'Hierbij verklaren wij dat',
    school: 'van {school}',
    body: 'de volgende onderdelen van de Lifestyle Reality Check heeft afgerond:',
    moduleDate: 'afgerond op {date}',
    none: 'Er zijn nog geen onderdelen afgerond.',
    dateLine: 'Uitgegeven op {date}',
  },
} as const;

export const RESULT_LABELS: Record<Exclude<ModuleResultValue, 'unfinished'>, string> = {
  good: 'Goed bezig!',
  warning: 'Let op',
  bad: 'Hier valt winst te behalen',
  neutral: 'Jouw resultaat',
};

export const RATING_LABELS: Record<NormRating, string> = {
  good: 'Goed',
  warning: 'Let op',
  bad: 'Onvoldoende',
  neutral: 'Neutraal',
};
export const UNKNOWN_RATING = 'Onbekend';

export const fill = (text: string, params: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
