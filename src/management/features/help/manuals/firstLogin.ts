import type { Manual } from '../helpContent';

export const firstLogin: Manual = {
  slug: 'eerste-keer-inloggen',
  title: 'De eerste keer inloggen en tweestapsverificatie',
  summary: 'Je account activeren, inloggen en een tweede stap (code per e-mail of uit een app) instellen.',
  blocks: [
    {
      kind: 'p',
      text: 'Je krijgt een account van de beheerder van Lifestyle Reality Check of van de coördinator van je school. Je ontvangt dan een e-mail met de knop "Kies een wachtwoord en activeer je account". De link in die mail is 7 dagen geldig.',
    },
    { kind: 'heading', text: 'Inloggen' },
    {
      kind: 'steps',
      items: [
        'Ga naar de Lifestyle Reality Check en vul je e-mailadres in. Kies "Verder".',
        'Vul je wachtwoord in en kies "Inloggen". Een wachtwoord heeft minstens 10 tekens en mag geen bekend gelekt wachtwoord zijn.',
        'Heb je een tweede stap ingesteld, vul dan de code in uit de e-mail of uit je authenticator-app.',
        'Als medewerker zie je in het menu "Beheeromgeving": daar beheer je scholen, locaties en leerlingen.',
      ],
    },
    { kind: 'shot', name: 'inloggen', alt: 'De inlogpagina met het veld voor het e-mailadres en de knop Verder.' },
    { kind: 'heading', text: 'Tweestapsverificatie instellen' },
    {
      kind: 'p',
      text: 'Met een tweede stap kan niemand met alleen je wachtwoord bij de gegevens van je school. Open het menu met je naam, kies "Mijn profiel" en daarna "2-factor instellingen".',
    },
    {
      kind: 'steps',
      items: [
        'Kies "Code per e-mail": bij elke keer inloggen krijg je een code per e-mail. De code is 10 minuten geldig en werkt één keer.',
        'Of kies "Code uit een authenticator-app": klik eerst op "Toon QR code", scan die met een app zoals Google Authenticator en kies daarna de app.',
        'Vul je huidige wachtwoord in en kies "Opslaan".',
      ],
    },
    {
      kind: 'shot',
      name: 'tweestaps',
      alt: 'De pagina 2-factor instellingen met de keuze tussen geen tweede stap, een code per e-mail en een authenticator-app.',
    },
    {
      kind: 'note',
      text: 'Heeft de beheerder tweestapsverificatie verplicht gemaakt voor medewerkers en heb je zelf nog niets ingesteld, dan krijg je de code per e-mail. Ben je je telefoon met de app kwijt? Een beheerder kan je tweestapsverificatie resetten bij Medewerkers; daarna stel je hem opnieuw in.',
    },
  ],
};
