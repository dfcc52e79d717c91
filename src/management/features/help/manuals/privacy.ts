import type { Manual } from '../helpContent';

export const privacy: Manual = {
  slug: 'wat-de-leerling-ziet',
  title: 'Wat een leerling ziet en wat de school nooit ziet',
  summary: 'De leerling ziet zijn eigen uitslagen; de school ziet alleen gegevens om accounts te beheren.',
  blocks: [
    { kind: 'heading', text: 'De leerling' },
    {
      kind: 'p',
      text: 'Een leerling ziet zijn eigen antwoorden en uitslagen, onder "Mijn resultaten", met tips en links naar betrouwbare bronnen zoals het Voedingscentrum, het Trimbos-instituut, de Hoorstichting en 113. De leerling kan een certificaat en een PDF van zijn uitslagen downloaden, onder "Mijn profiel" bij "Mijn gegevens" een kopie van al zijn gegevens downloaden, en daar zelf vragen om zijn gegevens te laten verwijderen.',
    },
    { kind: 'shot', name: 'leerling-resultaten', alt: 'De pagina Mijn resultaten van een leerling.' },
    { kind: 'heading', text: 'De school' },
    {
      kind: 'p',
      text: 'Als medewerker zie je van een leerling alleen wat nodig is om het account te beheren: naam, e-mailadres, school, locatie, klas, leerjaar, niveau, status en wanneer de leerling het laatst inlogde.',
    },
    {
      kind: 'shot',
      name: 'leerling-detail',
      alt: 'De pagina van een leerling in het beheer: gegevens van het account, zonder antwoorden of uitslagen.',
    },
    {
      kind: 'list',
      items: [
        'Geen medewerker (docent, coördinator of beheerder) ziet de antwoorden of uitslagen van een leerling. Leerlingen vullen eerlijker in als ze weten dat niemand meekijkt, en het gaat om gezondheidsgegevens van minderjarigen.',
        'Statistieken tonen alleen groepen die groot genoeg zijn (zie "Statistieken lezen").',
        'Vraagt een leerling om verwijdering, dan krijgen de beheerders van zijn school of locatie een melding. Zij bevestigen of weigeren het verzoek op de pagina van de leerling; na bevestiging is het account met alle antwoorden weg.',
      ],
    },
  ],
};
