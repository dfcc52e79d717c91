// The questions schools ask (issue 20), each with its own address /beheer/vragen/<slug>.
import type { FaqItem } from './helpContent';

export const FAQ: readonly FaqItem[] = [
  {
    slug: 'wachtwoord-vergeten',
    question: 'Een leerling is zijn wachtwoord vergeten. Wat nu?',
    answer: [
      {
        kind: 'steps',
        items: [
          'De leerling vult op de inlogpagina zijn e-mailadres in en kiest bij het wachtwoord "Wachtwoord vergeten".',
          'Hij krijgt een e-mail met een link om een nieuw wachtwoord in te stellen. De link is 2 uur geldig en werkt één keer.',
          'Geen mail ontvangen? Laat de leerling in de map met ongewenste e-mail kijken en controleer bij Leerlingen of het e-mailadres klopt.',
        ],
      },
      {
        kind: 'p',
        text: 'Een school kan een wachtwoord niet zelf instellen of inzien: alleen de leerling kent het.',
      },
    ],
  },
  {
    slug: 'tweestaps-kwijt',
    question: 'Iemand is de telefoon met de authenticator-app kwijt.',
    answer: [
      {
        kind: 'p',
        text: 'Een beheerder reset de tweestapsverificatie: bij Medewerkers, op de pagina van de medewerker, met "Tweestapsverificatie resetten". Bij de volgende keer inloggen stelt die persoon hem opnieuw in. Gaat het om een leerling, neem dan contact op met de beheerder van Lifestyle Reality Check (zie Contact). Wie de code per e-mail gebruikt, heeft geen telefoon nodig: de code komt in de mailbox.',
      },
    ],
  },
  {
    slug: 'leerling-ontbreekt',
    question: 'Een leerling ontbreekt na de import.',
    answer: [
      {
        kind: 'list',
        items: [
          'Kijk bij Importeren onder "Onvolledige imports": regels met een fout zijn niet ingelezen, met de reden erbij (bijvoorbeeld een ongeldig of dubbel e-mailadres, een onbekende locatie of klas).',
          'Zoek de leerling bij Leerlingen op e-mailadres: misschien staat hij er al, bij een andere klas of locatie.',
          'Hoort het e-mailadres al bij een ander account dat jij niet mag wijzigen, dan meldt de import dat; vraag de beheerder om hulp.',
          'Verbeter de gegevens in Magister of SOMtoday en importeer opnieuw. Leerlingen die al goed stonden, blijven ongewijzigd.',
        ],
      },
    ],
  },
  {
    slug: 'medewerkers-importeren',
    question: 'Kan ik alle beheerders van onze school in één keer toevoegen?',
    answer: [
      {
        kind: 'steps',
        items: [
          'Maak in Excel een lijst met de kolommen Voornaam, Tussenvoegsel, Achternaam, E-mail, Rol en Locaties, en sla die op als .xlsx of .csv.',
          'Vul bij Rol "schoolbeheerder" of "locatiebeheerder" in. Een locatiebeheerder krijgt bij Locaties de locatie(s) die hij beheert, gescheiden door komma’s; een schoolbeheerder laat Locaties leeg.',
          'Ga naar Medewerkers en kies "Medewerkers importeren". Je ziet eerst per regel wat er gebeurt: nieuw, bijwerken, ongewijzigd of een fout met de reden.',
          'Kies Importeren. Nieuwe medewerkers krijgen een mail om een wachtwoord te kiezen; regels met een fout worden niet ingelezen.',
        ],
      },
      {
        kind: 'p',
        text: 'Een import maakt alleen school- en locatiebeheerders van je eigen school. Je eigen account, leerlingen en beheerders van andere scholen verandert een import nooit.',
      },
    ],
  },
  {
    slug: 'antwoorden-inzien',
    question: 'Kan een docent de antwoorden van een leerling zien?',
    answer: [
      {
        kind: 'p',
        text: 'Nee. Geen docent, coördinator of beheerder ziet de antwoorden of uitslagen van een leerling. Het gaat om gezondheidsgegevens van minderjarigen, en leerlingen vullen alleen eerlijk in als ze weten dat niemand meekijkt. De school ziet alleen de gegevens om accounts te beheren, en statistieken van groepen die groot genoeg zijn.',
      },
    ],
  },
  {
    slug: 'bewaartermijn',
    question: 'Hoe lang worden de gegevens bewaard?',
    answer: [
      {
        kind: 'p',
        text: 'Zolang het account van de leerling bestaat. Een leerling kan zelf vragen om verwijdering; de school bevestigt dat verzoek. Verwijdert de school een leerling, dan zijn de antwoorden meteen weg. Uit de reservekopieën (back-ups) verdwijnt het binnen 8 weken, want die worden niet langer bewaard.',
      },
    ],
  },
  {
    slug: 'zonder-internet',
    question: 'Werkt het zonder internet?',
    answer: [
      {
        kind: 'p',
        text: 'Grotendeels. Wie al ingelogd is, kan modules invullen als de verbinding wegvalt. Afgeronde en overgeslagen modules wachten op het apparaat en worden verstuurd zodra er weer internet is. Inloggen, de Oorcheck starten en de uitslagen als PDF downloaden lukt alleen met internet. Log niet uit zolang er nog iets in de wachtrij staat.',
      },
    ],
  },
  {
    slug: 'browsers-en-telefoons',
    question: 'Welke browsers en telefoons werken?',
    answer: [
      {
        kind: 'p',
        text: 'Browsers vanaf 2020: Chrome en Edge vanaf versie 80, Firefox vanaf 78, Safari vanaf 14 (ook op iPhone en iPad met iOS 14 of nieuwer) en Samsung Internet vanaf 13. Dat zijn de computers, Chromebooks en telefoons die op scholen gebruikt worden. Op een telefoon kan de leerling de app op het beginscherm zetten.',
      },
    ],
  },
];
