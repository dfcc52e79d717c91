import type { Manual } from '../helpContent';

export const testHour: Manual = {
  slug: 'testuur-in-de-klas',
  title: 'Een testuur in de klas',
  summary: 'Voorbereiden, computers van school, uitloggen, wat er zonder internet gebeurt en de Oorcheck.',
  blocks: [
    { kind: 'heading', text: 'Voorbereiden' },
    {
      kind: 'list',
      items: [
        'Controleer een paar dagen van tevoren bij Leerlingen of iedereen geactiveerd is. Stuur zo nodig de activatiemail opnieuw.',
        'Reken op één lesuur van 45 minuten: leerlingen kunnen modules overslaan en later afmaken.',
        'Voor de Oorcheck heeft elke leerling een koptelefoon of oordopjes nodig. Zonder koptelefoon klopt de uitslag niet; laat de leerling die module dan overslaan.',
        'Het werkt in een recente browser op computer, Chromebook, tablet of telefoon (Chrome, Edge, Firefox, Safari).',
      ],
    },
    { kind: 'shot', name: 'leerling-home', alt: 'Het overzicht van een leerling met de modules die nog open staan.' },
    { kind: 'heading', text: 'Op computers van school' },
    {
      kind: 'p',
      text: 'Laat leerlingen aan het eind van het uur altijd uitloggen via het menu met hun naam: de volgende leerling op dezelfde computer ziet dan niets van de vorige. Na een tijd zonder activiteit wordt een leerling ook vanzelf uitgelogd.',
    },
    { kind: 'heading', text: 'Zonder internet' },
    {
      kind: 'p',
      text: 'Valt de wifi weg, dan kunnen leerlingen doorwerken. Bovenaan staat "Je bent offline." en afgeronde of overgeslagen modules wachten op het apparaat ("Opgeslagen op dit apparaat"). Zodra er weer verbinding is, worden ze vanzelf verstuurd. Laat een leerling in die tijd niet uitloggen: de app waarschuwt dat wijzigingen in de wachtrij dan verloren gaan.',
    },
    {
      kind: 'note',
      text: 'Een module die een uur niet is aangeraakt, wordt weggegooid. De leerling begint die module dan opnieuw.',
    },
  ],
};
