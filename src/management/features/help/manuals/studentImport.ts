import type { Manual } from '../helpContent';

export const studentImport: Manual = {
  slug: 'leerlingen-importeren',
  title: 'Leerlingen importeren uit Magister of SOMtoday',
  summary:
    'Een klassenlijst exporteren, het voorbeeld controleren, fouten begrijpen en weten wat leerlingen ontvangen.',
  blocks: [
    { kind: 'heading', text: 'Het bestand' },
    {
      kind: 'p',
      text: 'Exporteer uit Magister, SOMtoday of Eduarte een klassenlijst als CSV-bestand (.csv) of Excel-bestand (.xlsx). Zet de kolomnamen op de eerste regel; een titelregel erboven mag. Eén bestand is hoogstens 10 MB en 20.000 leerlingen.',
    },
    {
      kind: 'list',
      items: [
        'Verplicht: Roepnaam (of Voornaam), Achternaam en E-mailadres (ook herkend: E-mail, Gebruikersnaam, E-mail leerling).',
        'Niet verplicht: Tussenvoegsel, Klas (of Stamklas, Groep), Locatie (of Vestiging), Leerjaar (1 tot en met 8) en Niveau (vmbo, havo, vwo of mbo; ook "VMBO-T", "Atheneum" of "H3" worden herkend).',
        'Heeft de school meer dan één locatie, dan is de kolom Locatie nodig.',
      ],
    },
    { kind: 'heading', text: 'Het voorbeeld' },
    {
      kind: 'steps',
      items: [
        'Open "Importeren" in het beheer. Beheer je meer scholen, kies dan eerst de school.',
        'Kies het bestand en daarna "Voorbeeld bekijken". Er wordt nog niets opgeslagen.',
        'Controleer bij "Kolommen" welke kolom bij welk gegeven hoort. Klopt het niet, kies dan het juiste gegeven of "Niet gebruiken" en kies "Opnieuw controleren".',
        'Bekijk de tellingen: Nieuw, Bijwerken (een bestaande leerling met dit e-mailadres krijgt nieuwe gegevens), Ongewijzigd en Fout.',
        'Kies "Importeren". Alles wordt in één keer opgeslagen, of (bij een storing) niets.',
      ],
    },
    {
      kind: 'shot',
      name: 'import-voorbeeld',
      alt: 'Het voorbeeld van een import met de tellingen nieuw, bijwerken, ongewijzigd en fout, en per regel de toelichting.',
    },
    { kind: 'heading', text: 'Fouten' },
    {
      kind: 'p',
      text: 'Een regel met een fout wordt niet ingelezen; de andere regels wel. De toelichting zegt wat er mis is, bijvoorbeeld: een ontbrekende achternaam, een ongeldig e-mailadres, een e-mailadres dat twee keer in het bestand staat of al bij een ander account hoort, een onbekende locatie of klas, een leerjaar dat geen getal van 1 tot en met 8 is, of een cel met een formule (die wordt nooit uitgevoerd). Verbeter de regels in het administratiesysteem en importeer het bestand opnieuw: leerlingen die al goed zijn ingelezen tellen dan als Ongewijzigd.',
    },
    {
      kind: 'p',
      text: 'Een import met fouten blijft bij "Onvolledige imports" staan tot je hem als gezien markeert, zodat je collega\u2019s zien dat er nog leerlingen ontbreken.',
    },
    { kind: 'heading', text: 'Wat leerlingen ontvangen' },
    {
      kind: 'p',
      text: 'Elke nieuwe leerling krijgt een e-mail "Activeer je account voor Lifestyle Reality Check" met een link om zelf een wachtwoord te kiezen. De link is 7 dagen geldig. Bijgewerkte leerlingen krijgen geen mail. Is de link verlopen (bij de leerling staat dan onder Activatiemail "Verlopen"), open dan de leerling bij Leerlingen en kies "Activatiemail opnieuw sturen"; de leerling kan ook op de inlogpagina zijn e-mailadres invullen en de activatiemail opnieuw aanvragen. Weigert de mailserver een mail (meestal door een tikfout in het adres), dan zie je bij de leerling onder Activatiemail "Niet bezorgd" met de reden, en staat de leerling bij Te doen op het Overzicht. Verbeter het e-mailadres en stuur de activatiemail opnieuw; die melding verdwijnt dan vanzelf.',
    },
  ],
};
