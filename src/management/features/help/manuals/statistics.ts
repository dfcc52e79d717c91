import type { Manual } from '../helpContent';

export const statistics: Manual = {
  slug: 'statistieken-lezen',
  title: 'Statistieken lezen en waarom kleine groepen verborgen zijn',
  summary: 'Wat de groepsstatistieken laten zien, en waarom een groep met weinig leerlingen niet wordt getoond.',
  blocks: [
    {
      kind: 'p',
      text: 'Statistieken laten zien hoe een groep leerlingen het gemiddeld doet op de modules, nooit hoe één leerling het doet. Ze zijn bedoeld voor het gesprek in de klas of op school, niet om een leerling te beoordelen. De statistiekpagina\u2019s van het beheer komen in een volgende versie; deze handleiding beschrijft alvast de regel die voor alle statistieken geldt.',
    },
    { kind: 'heading', text: 'De minimale groepsgrootte' },
    {
      kind: 'p',
      text: 'Een groep kleiner dan de minimale groepsgrootte wordt niet getoond: bij een paar leerlingen zou je uit een gemiddelde kunnen afleiden wat één leerling heeft geantwoord. De beheerder stelt deze grens in (standaard 10 leerlingen, minstens 5 en hoogstens 100). Zie je bij een klas geen cijfers, dan hebben te weinig leerlingen die module afgerond; kijk dan naar een grotere groep, zoals het hele leerjaar.',
    },
    {
      kind: 'note',
      text: 'De grens geldt voor iedereen die statistieken bekijkt, ook voor beheerders.',
    },
  ],
};
