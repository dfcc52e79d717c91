// Issue 34, the raw export page (stats-export): /beheer/statistieken/export, super admins only. Only
// the menu label is part of the site's texts (statsExportNav.ts); the page's own texts are looked up with
// te(), imported only by the page's lazy chunk, so they add nothing to the first view's bytes
// (bench/budgets.ts).
const texts = {
  statsExport: {
    title: 'Export ruwe gegevens',
    intro:
      'Eén regel per afgeronde test, voor onderzoek: antwoorden en uitslagen, zonder naam, e-mailadres of klas. Elke leerling krijgt per export een nieuwe willekeurige code. Scholen en locaties met minder dan {k} tests blijven leeg.',
    introNoK:
      'Eén regel per afgeronde test, voor onderzoek: antwoorden en uitslagen, zonder naam, e-mailadres of klas. Elke leerling krijgt per export een nieuwe willekeurige code. Kleine scholen en locaties blijven leeg.',
    privacy:
      'Het bestand bevat nog steeds gevoelige gegevens van minderjarigen. Bewaar het versleuteld, deel het niet en verwijder het als je klaar bent.',
    format: 'Bestandsformaat',
    csv: 'CSV (voor R, SPSS, Python)',
    xlsx: 'Excel (.xlsx)',
    start: 'Export starten',
    starting: 'Export wordt gestart…',
    progressLabel: 'Voortgang van de export',
    queued: 'De export staat in de wachtrij en begint zo.',
    counting: 'De export is begonnen.',
    running: 'Bezig: {done} van {total} tests ({percent}%).',
    done: 'Klaar: {rows} tests, {size}.',
    expiresAt: 'De downloadlink werkt tot {when}, alleen voor jou.',
    download: 'Download het bestand ({format})',
    expired: 'De downloadlink is verlopen en het bestand is verwijderd. Start een nieuwe export.',
    failed:
      'De export is mislukt. Start een nieuwe export; lukt het weer niet, neem dan contact op met de beheerder van de server.',
    another: 'Nieuwe export',
    statusFailed: 'De voortgang kan nu niet worden opgehaald: {reason} We proberen het zo opnieuw.',
  },
} as const;

type Key = `statsExport.${keyof (typeof texts)['statsExport'] & string}`;

/** A Dutch text of the export page; `{name}` placeholders are filled from params. */
export function te(key: Key, params?: Record<string, string | number>): string {
  const text: string = texts.statsExport[key.slice('statsExport.'.length) as keyof (typeof texts)['statsExport']];
  return params ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`)) : text;
}
