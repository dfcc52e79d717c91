// The topics screen's texts (issue 33: /beheer/onderwerpen). Kept out of `beheerNl` like the module
// editor's (./modules.ts says why): they travel in the section's own chunk with a typed lookup, `tt()`.
// The menu label is the one text in `beheerNl` (nav.topics). The status words are not here: they are the
// contract's (src/shared/management/topic.ts, TOPIC_STATUS_LABELS), which the server's messages use too.
export const topicTexts = {
  list: {
    title: 'Onderwerpen',
    intro:
      'Onderwerpen zijn de tegels die leerlingen zien, in deze volgorde. Een wijziging geldt meteen voor alle modules van het onderwerp.',
    add: 'Nieuw onderwerp',
    empty: 'Er zijn nog geen onderwerpen. Kies "Nieuw onderwerp" om er een te maken.',
    label: 'Onderwerpen in de volgorde die leerlingen zien',
    status: 'Status',
    contact: 'Contact',
    noContact: 'Geen contactgegevens',
    noMedia: 'Geen',
    modules: 'Modules',
    noModules: 'Nog geen modules',
    oneModule: '1 module',
    moduleCount: '{count} modules',
    edit: 'Bewerken',
    editLabel: 'Bewerken: {name}',
    remove: 'Verwijderen',
    removeLabel: 'Verwijderen: {name}',
    removeQuestion: 'Onderwerp "{name}" verwijderen? Leerlingen zien deze tegel dan niet meer.',
    removeInUse:
      'Onderwerp "{name}" verwijderen? Volgens deze lijst hoort het nog bij {modules}: een onderwerp met modules kan niet worden verwijderd. Geef die modules eerst een ander onderwerp.',
    removed: 'Onderwerp {name} is verwijderd.',
    moving: 'Volgorde opslaan…',
    moveFailed: 'Verplaatsen is mislukt: {reason} De volgorde van de server staat weer in de lijst.',
    stale:
      'Een collega heeft de onderwerpen intussen gewijzigd. De lijst is opnieuw geladen met zijn of haar versie; controleer hem en probeer het opnieuw.',
  },
  status: {
    hint: 'Verplicht: elke leerling maakt het (met een *). Facultatief: leerlingen zien het als "Vrijwillig". Uitgeschakeld: de tegel is grijs en kan niet worden gestart.',
  },
  form: {
    createTitle: 'Nieuw onderwerp',
    editTitle: 'Onderwerp bewerken',
    loading: 'Het formulier wordt geladen…',
    name: 'Naam',
    category: 'Categorie',
    categoryHint: 'Meestal gelijk aan de naam, bijvoorbeeld "Slapen". Leeg laten neemt de naam over.',
    status: 'Status',
    contactLegend: 'Contactgegevens (voor "Hulp van school nodig?")',
    hasContact: 'Leerlingen kunnen bij dit onderwerp contact zoeken',
    contactName: 'Naam van de contactpersoon of organisatie',
    department: 'Functie / afdeling',
    email: 'E-mail',
    phone: 'Telefoon',
    furtherInfo: 'Meer informatie',
    furtherInfoHint:
      'Zoals leerlingen het zien onder "Meer informatie": alinea\'s, vet, cursief, lijstjes en links (https of mailto).',
    created: 'Onderwerp {name} is toegevoegd.',
    saved: 'Onderwerp {name} is opgeslagen.',
    staleCreate:
      'Een collega heeft de onderwerpen intussen gewijzigd. De lijst is opnieuw gelezen; kies nogmaals Opslaan om je onderwerp toe te voegen.',
  },
  media: {
    icon: {
      legend: 'Pictogram',
      hint: 'Staat op de tegels in het overzicht en naast elke vraag van de modules van dit onderwerp.',
      upload: 'Nieuw pictogram uploaden',
      remove: 'Pictogram weghalen',
      current: 'Het pictogram van dit onderwerp',
      none: 'Geen pictogram: de tegels tonen alleen hun titel.',
    },
    image: {
      legend: 'Afbeelding',
      hint: 'Staat bovenaan het startscherm van elke module van dit onderwerp.',
      upload: 'Nieuwe afbeelding uploaden',
      remove: 'Afbeelding weghalen',
      current: 'De afbeelding van dit onderwerp',
      none: 'Geen afbeelding.',
    },
    uploadHint: 'PNG, JPEG, WebP of GIF, hoogstens 5 MB en 4000 bij 4000 beeldpunten. SVG kan niet.',
    uploading: '‘{name}’ wordt geüpload…',
    uploaded: '‘{name}’ is geüpload ({width} bij {height}). Kies Opslaan om het te bewaren.',
    removed: 'Weggehaald. Kies Opslaan om het te bewaren, of Annuleren om het te houden.',
  },
  conflict: {
    title: 'Een collega heeft dit onderwerp intussen gewijzigd',
    intro:
      'Er is niets overschreven. Hieronder staat de versie van je collega; in het formulier staat nog wat jij hebt ingevuld.',
    caption: 'De versie van je collega',
    icon: 'Het pictogram in de versie van je collega',
    image: 'De afbeelding in de versie van je collega',
    keepMine: 'Mijn versie opslaan',
    takeTheirs: 'Versie van collega overnemen',
    gone: 'Dit onderwerp is intussen verwijderd door een collega.',
  },
} as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type TopicMessageKey = Leaves<typeof topicTexts>;

/** The same typed lookup as `t()` in ./index, over this section only. */
export function tt(key: TopicMessageKey, params?: Record<string, string | number>): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], topicTexts);
  const text = typeof value === 'string' ? value : key;
  return params ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`)) : text;
}
