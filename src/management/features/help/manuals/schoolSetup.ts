import type { Manual } from '../helpContent';

export const schoolSetup: Manual = {
  slug: 'school-locaties-schooljaar',
  title: 'Een school, locaties en een schooljaar inrichten',
  summary: 'Een school toevoegen, de locaties (vestigingen) aanmaken en het schooljaar laten goedkeuren.',
  blocks: [
    {
      kind: 'p',
      text: 'Een school wordt toegevoegd door een beheerder van Lifestyle Reality Check. Ben je schoolbeheerder, dan zie je bij Scholen alleen je eigen school en kun je daar de gegevens en locaties bijhouden.',
    },
    { kind: 'heading', text: 'Een school toevoegen (beheerders)' },
    {
      kind: 'steps',
      items: [
        'Open in het beheer "Scholen" en kies "School toevoegen".',
        'Vul de naam en de BRIN-code in (2 cijfers en 2 letters of cijfers, bijvoorbeeld 12AB).',
        'Zet "School is actief" aan zodra leerlingen mogen inloggen, en sla op.',
        'Een nieuwe school wacht op goedkeuring; een beheerder kiest op de pagina van de school "School goedkeuren".',
      ],
    },
    {
      kind: 'shot',
      name: 'scholen',
      alt: 'De lijst van scholen in het beheer, met zoekveld, filters en per school de status en het aantal leerlingen.',
    },
    { kind: 'heading', text: 'Locaties' },
    {
      kind: 'p',
      text: 'Heeft de school meer dan één vestiging, maak dan voor elke vestiging een locatie aan: open de school en kies "Locatie toevoegen", of ga naar "Locaties". De naam van de locatie moet overeenkomen met wat in de kolom Locatie of Vestiging van je export staat, dan herkent de import hem.',
    },
    {
      kind: 'shot',
      name: 'locaties',
      alt: 'De lijst van locaties met per locatie de school, de plaats en het aantal leerlingen.',
    },
    { kind: 'heading', text: 'Het schooljaar' },
    {
      kind: 'p',
      text: 'De schooljaren staan op de pagina van de school onder "Schooljaren", met de periode en welk jaar het huidige is. Een beheerder keurt het schooljaar per school goed met "Schooljaar goedkeuren"; tot dan staat er "Wacht op goedkeuring".',
    },
  ],
};
