import type { Manual } from '../helpContent';

export const statistics: Manual = {
  slug: 'statistieken-lezen',
  title: 'Statistieken lezen en waarom kleine groepen verborgen zijn',
  summary: 'Wat de groepsstatistieken laten zien, en waarom een groep met weinig leerlingen niet wordt getoond.',
  blocks: [
    {
      kind: 'p',
      text: 'Statistieken laten zien hoe een groep leerlingen het doet op de modules, nooit hoe één leerling het doet. Ze zijn bedoeld voor het gesprek in de klas of op school, niet om een leerling te beoordelen.',
    },
    { kind: 'heading', text: 'Waar je de statistieken vindt' },
    {
      kind: 'steps',
      items: [
        'Kies Statistieken in het menu van het beheer.',
        'Als schoolbeheerder zie je meteen het overzicht van je school, als locatiebeheerder dat van je locatie. Beheer je er meer, kies er dan een. Beheerders zien eerst het overzicht van alle scholen.',
        'Bovenaan staan de filters: schooljaar, locatie, klas, niveau, leerjaar, geslacht, leeftijdsgroep en periode (een kwart van het schooljaar). Zonder keuze zie je het huidige schooljaar.',
        'Onder Alle modules zie je per module hoeveel leerlingen hem dit schooljaar hebben afgerond, overgeslagen, begonnen (geopend maar nog niet afgerond of overgeslagen) of nog niet begonnen, en hoe de resultaten verdeeld zijn over goed, aandacht en onvoldoende.',
        'Onder Module in detail kies je één module: de deelname per leerjaar en per klas, de normscores (bij modules met een normtabel) en het verloop over de laatste schooljaren. Met de link Alle statistieken van deze module zie je ook de resultaten per leerjaar, geslacht, leeftijdsgroep en norm.',
      ],
    },
    {
      kind: 'shot',
      name: 'statistieken',
      alt: 'Het overzicht van een school: bovenaan de knop voor het schoolrapport en de filters, daaronder per module de deelname en de resultaten. Bij deze kleine voorbeeldschool staat bij elke groep “minder dan 10”.',
    },
    {
      kind: 'note',
      text: 'De filters en de gekozen module staan in het adres van de pagina. Bewaar de pagina als bladwijzer of stuur het adres naar een collega: die ziet dezelfde keuze (binnen de scholen en locaties die hij zelf mag zien).',
    },
    { kind: 'heading', text: 'Grafiek of tabel' },
    {
      kind: 'p',
      text: 'Elke grafiek heeft een knop Tabel met precies dezelfde cijfers, om voor te laten lezen of te kopiëren naar een eigen document. Elke kleur in een grafiek heeft ook een eigen patroon en een naam in de legenda, zodat je de grafiek ook kunt lezen als je kleuren slecht onderscheidt. Achter de naam van een groep staat tussen haakjes hoeveel leerlingen erin zitten.',
    },
    {
      kind: 'shot',
      name: 'statistieken-tabel',
      alt: 'De tabelweergave van Deelname per klas: per klas het aantal leerlingen, afgerond, overgeslagen en niet begonnen, met “minder dan 10” bij de klassen die te klein zijn, en daaronder de uitleg.',
    },
    { kind: 'heading', text: 'De minimale groepsgrootte' },
    {
      kind: 'p',
      text: 'Een groep kleiner dan de minimale groepsgrootte wordt niet getoond: bij een paar leerlingen zou je uit een gemiddelde kunnen afleiden wat één leerling heeft geantwoord. De beheerder stelt deze grens in (standaard 10 leerlingen, minstens 5 en hoogstens 100). Zie je bij een klas geen cijfers, dan hebben te weinig leerlingen die module gedaan; kijk dan naar een grotere groep, zoals het hele leerjaar.',
    },
    {
      kind: 'list',
      items: [
        '“minder dan 10” (met de grens die op dat moment geldt): de groep heeft minder leerlingen dan de grens. Een lege groep ziet er precies zo uit, zodat je ook niet kunt zien of er níemand in zit.',
        'Hetzelfde “minder dan 10” staat bij een cijfer dat is weggelaten omdat je het anders samen met de andere cijfers (bijvoorbeeld een totaal min de andere klassen) zou kunnen gebruiken om een kleinere groep terug te rekenen. Die groep zelf kan groot genoeg zijn; hij ziet er met opzet hetzelfde uit.',
        'In een grafiek is een verborgen groep een grijs gearceerd vlak met die woorden erin, nooit een balk van 0.',
      ],
    },
    {
      kind: 'p',
      text: 'Een filter dat een groep kleiner maakt dan de grens, toont die groep als verborgen in plaats van een kleiner getal. Zolang het schooljaar loopt, verschijnt een groep pas als hij de grens heeft bereikt: je ziet de aantallen dus niet leerling voor leerling oplopen.',
    },
    {
      kind: 'note',
      text: 'De grens geldt voor iedereen die statistieken bekijkt, ook voor beheerders. De server past hem toe; het beheer laat alleen zien wat de server heeft vrijgegeven.',
    },
    { kind: 'heading', text: 'Het schoolrapport' },
    {
      kind: 'p',
      text: 'Op het overzicht van een school staat de knop Schoolrapport downloaden (PDF): het overzicht van de school op één of twee pagina’s, om mee te nemen naar een overleg. Het rapport gebruikt de filters die je hebt gekozen en verbergt dezelfde groepen als het scherm.',
    },
  ],
};
