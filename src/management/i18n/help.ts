// Handleidingen and Veelgestelde vragen (the texts around the help content; the content itself is
// in src/management/features/help).
export const help = {
  manuals: {
    title: 'Handleidingen',
    intro: 'Uitleg per taak, voor coördinatoren en docenten. Kies een handleiding.',
    back: 'Alle handleidingen',
    notFound: 'Deze handleiding bestaat niet (meer).',
    shotsTitle: 'Schermafbeeldingen',
    shotWide: 'Schermafbeelding op een computer openen',
    shotPhone: 'Schermafbeelding op een telefoon openen',
    stepsLabel: 'Stappen',
    note: 'Let op',
  },
  faq: {
    title: 'Veelgestelde vragen',
    intro: 'Antwoorden op de vragen die scholen het vaakst stellen. Staat je vraag er niet bij? Kijk bij Contact.',
    search: 'Zoek in de vragen',
    searchHint: 'Typ een woord, bijvoorbeeld wachtwoord of import.',
    count: '{count} vragen',
    countOne: '1 vraag',
    none: 'Geen vragen gevonden. Probeer een ander woord.',
    link: 'Link naar deze vraag',
  },
} as const;
