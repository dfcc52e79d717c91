// Contact and Lesmateriaal, the help pages behind the Service menu (issue 20).
export const contactLessonTexts = {
  contact: {
    title: 'Contact',
    intro:
      'Heb je een vraag over Lifestyle Reality Check? Stuur hem hier naar de ondersteuning. Je krijgt een bevestiging per e-mail en meestal binnen twee werkdagen antwoord.',
    coordinatorsTitle: 'Eerst je eigen school',
    coordinatorsIntro:
      'Ben je docent of leerling? Vragen over accounts, klassen en testuren beantwoordt de coördinator van je school vaak sneller:',
    noCoordinators: 'Voor jouw account is geen schoolcoördinator bekend.',
    formTitle: 'Stel je vraag',
    senderName: 'Naam',
    school: 'School',
    senderEmail: 'E-mailadres',
    senderEmailHint: 'Hier sturen we het antwoord en de bevestiging naartoe.',
    question: 'Vraag',
    questionHint: 'Beschrijf wat je wilde doen en wat er gebeurde. Schrijf geen gegevens van leerlingen op.',
    send: 'Vraag versturen',
    sending: 'Bezig met versturen…',
    sent: 'Je vraag is verstuurd. Er staat een bevestiging in de mailbox van {email}.',
    tooManyMinutes: 'Je hebt veel vragen kort na elkaar gestuurd. Probeer het over {minutes} minuten opnieuw.',
    tooManyOneMinute: 'Je hebt veel vragen kort na elkaar gestuurd. Probeer het over 1 minuut opnieuw.',
  },
  lessons: {
    title: 'Lesmateriaal',
    intro:
      'Per module een lesbrief voor de docent: leerdoel, een lesplan van 45 minuten, drie vragen voor een klassengesprek, wat de klasstatistiek wel en niet laat zien, en betrouwbare bronnen. Af te drukken als pdf.',
    empty: 'Er staan nog geen modules aan.',
    module: 'Module',
    open: 'Lesbrief bekijken',
    pdf: 'Download als pdf',
    // Begins with the visible words (WCAG 2.5.3, label in name), then says which guide.
    pdfOf: 'Download als pdf: lesbrief van {module}',
    back: 'Alle lesbrieven',
    none: 'Nog geen lesmateriaal voor deze module.',
    goal: 'Leerdoel',
    plan: 'Lesplan (45 minuten)',
    minutes: '{minutes} min',
    questions: 'Vragen voor het klassengesprek',
    statistics: 'Wat de klasstatistiek laat zien',
    statisticsCan: 'Wel',
    statisticsCannot: 'Niet',
    sources: 'Betrouwbare bronnen',
    hasGuide: 'Lesbrief',
    noGuide: 'Nog geen lesbrief',
  },
} as const;
