// Issue 33: how an admin writes, checks and publishes a module in the module editor.
import type { Manual } from '../helpContent';

export const moduleEditor: Manual = {
  slug: 'modules-schrijven',
  title: 'Een module schrijven, controleren en publiceren (beheerders)',
  summary:
    'Vragen en teksten wijzigen in een concept, regels nakijken met de regelcontrole, het voorbeeld bekijken, een nieuwe versie publiceren en de onderwerpen (tegels) beheren.',
  blocks: [
    {
      kind: 'p',
      text: 'Alleen beheerders zien "Modules" in het menu. Wat je wijzigt, komt in het concept van de module. Leerlingen krijgen de gepubliceerde versie tot je het concept publiceert; wie al bezig is, maakt de versie af waarmee hij begon.',
    },
    { kind: 'heading', text: 'Schrijven' },
    {
      kind: 'steps',
      items: [
        'Open "Modules" en kies de module. Met "Nieuwe module" begin je een lege module; met "Inhoudsbestand importeren" lees je een bestand in dat "Exporteren" maakte (het wordt eerst gecontroleerd; bij een fout wordt niets opgeslagen).',
        'Op het tabblad "Inhoud" wijzig je de titel, de starttekst, de dia’s, de resultaatteksten en de acties. Kies "Bewerken" bij een dia om zijn velden te openen: de vraag, de antwoorden met hun waarde (exclusief of met vrij tekstveld), het soort getal met minimum, maximum en eenheid, deelvragen met een vaste sleutel, "Overslaan toestaan" met een eigen tekst, en meer informatie. Resultaatteksten en acties staan ook elk op één regel (naam en het begin van de tekst); "Bewerken" opent ze.',
        'De naam van een dia, de waarde van een antwoord en de sleutel van een deelvraag gebruiken de regels (q.slaap, q.slaap == 2). Wijzig je er een, dan past het beheer bij het verlaten van het veld (of met Enter) elke regel aan die hem noemt en zegt het welke. Kan een regel niet met zekerheid mee (bijvoorbeeld q.slaap >= 2 bij een nieuwe waarde), dan verandert er niets en staan de plaatsen onder het veld: pas die eerst zelf aan.',
        'Een afbeelding bij een dia of resultaattekst kies je met "Kies een bestand" onder "Afbeelding uploaden" (PNG, JPEG, WebP of GIF tot 5 MB; geen SVG). Het beheer slaat hem op en vult het pad in; met "Afbeelding weghalen" haal je hem weer weg.',
        'Verplaats dia’s, antwoorden, deelvragen en teksten met "Omhoog" en "Omlaag", of sleep ze aan het greepje (met het toetsenbord: spatie om op te pakken, pijltjes om te verplaatsen, spatie om neer te zetten).',
        'Kies "Opslaan". "Ongedaan maken" en "Opnieuw" gaan door je laatste 20 wijzigingen (ook met Ctrl+Z en Ctrl+Y buiten een tekstveld).',
      ],
    },
    {
      kind: 'note',
      text: 'Heeft een collega de module opgeslagen nadat jij hem opende, dan wordt er niets overschreven: je ziet per veld jouw tekst naast die van je collega en kiest wat blijft. Verlaat je de pagina met wijzigingen die niet zijn opgeslagen, dan vraagt het beheer eerst of dat de bedoeling is.',
    },
    { kind: 'heading', text: 'Onderwerpen' },
    {
      kind: 'p',
      text: 'Onder "Onderwerpen" (alleen voor beheerders) staan de tegels die leerlingen zien, in hun volgorde, met hun status, contactgegevens en modules. Een wijziging geldt meteen, voor alle modules van het onderwerp; er is geen concept. Verplicht: elke leerling maakt het. Facultatief: leerlingen zien het als "Vrijwillig". Uitgeschakeld: de tegel is grijs en kan niet worden gestart. De contactgegevens ziet een leerling onder "Hulp van school nodig?"; bij "Meer informatie" kun je vet, cursief, lijstjes en links gebruiken. Een pictogram (op de tegels en naast elke vraag) en een afbeelding (bovenaan het startscherm van de module) upload je in het formulier van het onderwerp, als PNG, JPEG, WebP of GIF; met "weghalen" haal je ze weg. Ze gelden na "Opslaan". Verplaats een onderwerp met "Omhoog" en "Omlaag" of aan het greepje. Een onderwerp dat nog bij een module hoort, kan niet worden verwijderd: geef die module eerst een ander onderwerp. Heeft een collega de onderwerpen intussen gewijzigd, dan wordt er niets overschreven: je ziet zijn of haar versie en kiest opnieuw.',
    },
    { kind: 'heading', text: 'Regels' },
    {
      kind: 'p',
      text: 'Op het tabblad "Regels" staan de berekende waarden, de regels (welke dia’s worden overgeslagen, welke resultaatteksten en acties de leerling krijgt), de kleur van het resultaat en de normen. Dia’s, teksten en acties kies je met vinkjes; een voorwaarde typ je, bijvoorbeeld q.sport >= 3 && age < 18. Terwijl je typt, verschijnen de namen die je kunt gebruiken (kies met de pijltjes en Enter) en zie je meteen of de voorwaarde klopt. In de teksten vullen {{naam}} en {{norm.naam.oordeel}} berekende waarden en normen in.',
    },
    { kind: 'heading', text: 'Controleren' },
    {
      kind: 'steps',
      items: [
        'Open "Regelcontrole" en vul antwoorden in, of kies een opgeslagen voorbeeld.',
        'Je ziet meteen de kleur van het resultaat, de overgeslagen dia’s, de berekende waarden, de normen, de resultaatteksten en de acties, en bij elk welke regel het zo maakte.',
        'Klopt de uitkomst, geef het voorbeeld een naam en kies "Voorbeeld opslaan met deze uitkomst". Heb je wijzigingen die nog niet zijn opgeslagen, dan heet de knop "Wijzigingen en voorbeeld opslaan": eerst worden je wijzigingen opgeslagen, zodat het voorbeeld dezelfde namen gebruikt als het concept. Bij elke publicatie worden alle voorbeelden opnieuw nagerekend.',
        'Open "Voorbeeld" om het concept te zien zoals een leerling het ziet, op een telefoon of een computer. Antwoorden in het voorbeeld worden nergens opgeslagen.',
      ],
    },
    { kind: 'heading', text: 'Publiceren' },
    {
      kind: 'steps',
      items: [
        'Open "Versies" en kies "Controleren": de volledige controle van de module, zonder te publiceren.',
        'Staan er problemen, dan staan die ook bij het veld waar ze over gaan. Los ze op, sla op en kies "Publiceren".',
        'Geeft een opgeslagen voorbeeld nu een andere uitkomst, dan zie je welke. Is dat de bedoeling, kies dan "Toch publiceren"; de voorbeelden krijgen de nieuwe uitkomst.',
        'Bij "Versies" zie je wie welke versie wanneer publiceerde. "Versies vergelijken" zet twee versies (of een versie en het concept) naast elkaar; "Terugzetten" publiceert een oude versie opnieuw als nieuwste.',
      ],
    },
  ],
};
