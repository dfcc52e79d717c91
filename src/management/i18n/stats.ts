// The Dutch texts of the statistics pages (/beheer/statistieken). Kept out of beheerNl (./index.ts) on
// purpose: only the statistics chunk imports this file, so the management site's first view (a byte
// budget, bench/budgets.ts) does not carry them. Same shape and same typed lookup as t().
const statsNl = {
  title: 'Statistieken',
  adminTitle: 'Statistieken van alle scholen',
  schoolTitle: 'Statistieken van {name}',
  locationTitle: 'Statistieken van {name}',
  moduleTitle: 'Module {name}',
  intro:
    'Hoe groepen leerlingen de modules maken, nooit hoe één leerling het doet. Een groep met minder dan {k} leerlingen wordt niet getoond.',
  chooseSchool: 'Kies een school',
  chooseLocation: 'Kies een locatie',
  allSchools: 'Alle scholen',
  noScope: 'Je beheert nog geen school of locatie, dus er zijn geen statistieken voor je.',
  toModule: 'Alle statistieken van {name}',
  chooseModule: 'Module',
  windowOpen:
    'Dit schooljaar loopt nog: leerlingen kunnen modules nog afronden. Een groep verschijnt pas als hij minstens {k} leerlingen telt.',
  backToDashboard: 'Terug naar het overzicht',
  report: {
    download: 'Schoolrapport downloaden (PDF)',
    hint: 'Het overzicht van deze school op één of twee pagina’s, met dezelfde filters en dezelfde verborgen groepen.',
    busy: 'Het rapport wordt gemaakt…',
  },
  // One marker for every hidden figure: a group that is empty, small, or hidden to protect a smaller
  // one elsewhere looks the same (the answer's reason field stays for other uses), so the marker
  // tells nothing about the group's size.
  hidden: {
    text: 'minder dan {k}',
    explain:
      '“minder dan {k}”: deze groep heeft minder dan {k} leerlingen, of je zou met dit cijfer en de andere cijfers een kleinere groep kunnen terugrekenen. Daarom wordt het niet getoond, zodat niemand kan afleiden wat één leerling heeft geantwoord. Een lege groep ziet er hetzelfde uit.',
  },
  view: {
    label: 'Weergave van {title}',
    chart: 'Grafiek',
    table: 'Tabel',
    chartAlt: '{title}. Grafiek; dezelfde cijfers staan in de tabelweergave.',
    tableRegion: 'Tabel: {title}',
    noData: 'Nog geen gegevens voor deze keuze.',
  },
  section: {
    participation: 'Deelname per module',
    participationByYear: 'Deelname per leerjaar',
    participationByClass: 'Deelname per klas',
    results: 'Resultaten per module',
    norms: 'Normscores',
    trend: 'Verloop over de schooljaren',
    students: 'Deelname per klas',
    year: 'Resultaten per leerjaar',
    gender: 'Resultaten per geslacht',
    age: 'Resultaten per leeftijdsgroep',
    norm: 'Normscores per norm',
    module: 'Per module',
    allModules: 'Alle modules',
    oneModule: 'Module in detail: {name}',
  },
  series: {
    finished: 'Afgerond',
    skipped: 'Overgeslagen',
    started: 'Begonnen',
    notStarted: 'Niet begonnen',
    good: 'Goed',
    warning: 'Aandacht',
    neutral: 'Neutraal',
    bad: 'Onvoldoende',
    students: 'Leerlingen',
    total: 'Totaal',
  },
  column: {
    module: 'Module',
    students: 'Leerlingen',
    studyYear: 'Leerjaar',
    className: 'Klas',
    schoolYear: 'Schooljaar',
    gender: 'Geslacht',
    age: 'Leeftijd',
    norm: 'Norm',
    group: 'Groep',
  },
  filter: {
    title: 'Filters',
    active: 'Filters ({count} actief)',
    clear: 'Filters wissen',
    all: 'Alle',
    currentYear: 'Dit schooljaar',
    schoolYear: 'Schooljaar',
    school: 'School',
    location: 'Locatie',
    class: 'Klas',
    level: 'Niveau',
    studyYear: 'Leerjaar',
    gender: 'Geslacht',
    age: 'Leeftijdsgroep',
    period: 'Periode',
  },
  gender: { male: 'Jongen', female: 'Meisje', other: 'Anders' },
  yearOfStudy: 'Leerjaar {year}',
  shareOf: '{share} van {total}',
} as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type StatsMessageKey = Leaves<typeof statsNl>;

/** Looks up a Dutch string of the statistics pages; `{name}` placeholders are filled from params. */
export function ts(key: StatsMessageKey, params?: Record<string, string | number>): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], statsNl);
  const text = typeof value === 'string' ? value : key;
  return params ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`)) : text;
}
