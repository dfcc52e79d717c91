// The module editor's texts (issue 33: /beheer/modules). Kept out of `beheerNl` on purpose: that
// object is part of the site's first view (bench/budgets.ts, "management"), and these texts are
// needed only once an admin opens the modules section, so they travel in its lazily loaded chunk
// with their own typed lookup, `tm()`. The menu label is the one text in `beheerNl` (nav.modules).
export const moduleTexts = {
  list: {
    title: 'Modules',
    intro: 'Schrijf en wijzig de vragenlijsten. Leerlingen krijgen de gepubliceerde versie; wat je wijzigt staat in een concept tot je het publiceert.',
    caption: 'Alle modules',
    name: 'Naam',
    topic: 'Onderwerp',
    published: 'Gepubliceerd',
    draft: 'Concept',
    version: 'versie {version}',
    notPublished: 'Nog niet gepubliceerd',
    draftChanged: 'Gewijzigd sinds publicatie',
    draftSame: 'Gelijk aan gepubliceerd',
    empty: 'Er zijn nog geen modules. Maak een nieuwe module of importeer een inhoudsbestand.',
    add: 'Nieuwe module',
    import: 'Inhoudsbestand importeren',
    export: 'Exporteren',
    exportOf: 'Exporteren: inhoudsbestand van {module}',
    open: 'Bewerken',
  },
  create: {
    title: 'Nieuwe module',
    name: 'Korte naam (sleutel)',
    nameHint: 'Kleine letters, cijfers en _; regels en statistieken gebruiken deze naam. Later niet meer te wijzigen.',
    moduleTitle: 'Titel',
    topic: 'Onderwerp',
    topicChoose: 'Kies een onderwerp',
    submit: 'Module maken',
  },
  importFile: {
    title: 'Inhoudsbestand importeren',
    intro: 'Kies een inhoudsbestand (.json) zoals Exporteren het maakt. Het bestand wordt eerst gecontroleerd; bij een fout wordt niets opgeslagen.',
    file: 'Inhoudsbestand',
    fileHint: 'Een .json-bestand in het formaat van content/modules.',
    chooseFirst: 'Kies eerst een inhoudsbestand.',
    notJson: 'Dit bestand is geen inhoudsbestand (geen geldige JSON).',
    asNew: 'Als nieuwe module importeren (anders: als concept van de module die het bestand noemt)',
    busy: 'Controleren en importeren…',
    submit: 'Importeren',
    problems: 'Het bestand is niet geïmporteerd:',
    done: 'Het bestand is geïmporteerd als concept. Controleer het en publiceer het als het klaar is.',
  },
  editor: {
    back: 'Alle modules',
    loading: 'Module laden…',
    save: 'Opslaan',
    saving: 'Opslaan…',
    saved: 'Opgeslagen.',
    unsaved: 'Niet opgeslagen wijzigingen',
    allSaved: 'Alles opgeslagen',
    undo: 'Ongedaan maken',
    redo: 'Opnieuw',
    undoCount: 'Ongedaan maken ({count})',
    tabs: 'Onderdelen van de editor',
    tabContent: 'Inhoud',
    tabLogic: 'Regels',
    tabChecker: 'Regelcontrole',
    tabPreview: 'Voorbeeld',
    tabVersions: 'Versies',
  },
  stamp: {
    byWhom: '{at} door {by}',
  },
  leave: {
    title: 'Wijzigingen niet opgeslagen',
    text: 'Je hebt wijzigingen die nog niet zijn opgeslagen. Als je deze pagina verlaat, gaan ze verloren.',
    stay: 'Blijven',
    leave: 'Pagina verlaten',
  },
  richText: {
    toolbar: 'Opmaak',
    bold: 'Vet',
    italic: 'Cursief',
    bulletList: 'Opsomming',
    orderedList: 'Genummerde lijst',
    link: 'Link',
    linkPrompt: 'Adres van de link (https://…); leeg laten verwijdert de link',
    unlink: 'Link weghalen',
    invalidLink: 'Alleen links die beginnen met https://, http:// of mailto: zijn toegestaan.',
  },
  move: {
    up: 'Omhoog',
    down: 'Omlaag',
    upLabel: 'Omhoog: {item}',
    downLabel: 'Omlaag: {item}',
    handle: 'Slepen: {item}',
    instructions:
      'Druk op spatie of Enter om op te pakken. Verplaats met de pijltjestoetsen. Druk opnieuw op spatie of Enter om neer te zetten, of op Escape om te annuleren.',
    picked: '{item} opgepakt, positie {position} van {total}.',
    over: '{item} verplaatst naar positie {position} van {total}.',
    dropped: '{item} neergezet op positie {position} van {total}.',
    cancelled: 'Verplaatsen geannuleerd. {item} staat weer op positie {position}.',
    moved: '{item} staat nu op positie {position} van {total}.',
    failed: 'Verplaatsen is mislukt: {reason}',
  },
  preview: {
    title: 'Voorbeeld',
    intro: 'Zo ziet een leerling het concept. Antwoorden in het voorbeeld worden nergens opgeslagen.',
    phone: 'Telefoon (375 px)',
    desktop: 'Computer (1280 px)',
    width: 'Breedte',
    frameLabel: 'Voorbeeld van de module op {width}',
    restart: 'Opnieuw beginnen',
    loading: 'Voorbeeld laden…',
  },
} as const;

// The same typed lookup as `t()` in ./index, over this section only.
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type ModuleMessageKey = Leaves<typeof moduleTexts>;

/** Looks up a Dutch text of the module editor; `{name}` placeholders are filled from params. */
export function tm(key: ModuleMessageKey, params?: Record<string, string | number>): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], moduleTexts);
  const text = typeof value === 'string' ? value : key;
  return params ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`)) : text;
}
