// The error codes only the management API and the class-list imports answer with, each with its
// Dutch sentence: the other part of the one list (./messages.ts).
export const MANAGEMENT_ERROR_MESSAGES = {
  // The management API.
  school_not_found: 'Deze school bestaat niet (meer) of je hebt er geen toegang toe.',
  location_not_found: 'Deze locatie bestaat niet (meer) of je hebt er geen toegang toe.',
  student_not_found: 'Deze leerling bestaat niet (meer) of je hebt er geen toegang toe.',
  erasure_request_not_found: 'Er is (niet meer) een open verzoek om verwijdering voor deze leerling.',
  alert_not_found: 'Deze melding bestaat niet (meer).',
  brin_taken: 'Er is al een school met deze BRIN-code.',
  name_taken: 'Deze school heeft al een locatie met deze naam.',
  email_taken: 'Er is al een account met dit e-mailadres.',
  school_not_empty: 'Deze school heeft nog leerlingen of medewerkers. Verwijder of verplaats die eerst.',
  location_not_empty: 'Op deze locatie staan nog leerlingen. Verplaats of verwijder die eerst.',
  role_not_allowed: 'Je mag deze rol niet toekennen.',
  cannot_change_self: 'Je kunt je eigen account hier niet uitschakelen, verwijderen of je eigen rol wijzigen.',
  already_activated: 'Dit account is al geactiveerd.',
  school_year_not_open: 'Dit schooljaar kan nu niet worden goedgekeurd.',
  unknown_setting: 'Deze instelling bestaat niet.',
  managing_schools_required: 'Kies de scholen die deze beheerder beheert.',
  managing_locations_required: 'Kies de locaties die deze beheerder beheert.',
  location_required: 'Kies een locatie: een leerling van jouw locatie blijft op een locatie.',

  // The class-list imports (students and staff).
  empty_file: 'Het bestand is leeg: er staan geen leerlingen in.',
  unsupported_file_type:
    'Dit soort bestand kan niet worden ingelezen. Gebruik een CSV-bestand (.csv) of een Excel-bestand (.xlsx).',
  unreadable_file:
    'Het bestand kan niet worden gelezen. Is het echt een CSV- of Excel-bestand? Sla het opnieuw op vanuit het administratiesysteem of Excel.',
  file_too_large: 'Het bestand is te groot (maximaal {max} MB).',
  too_many_rows: 'Het bestand heeft te veel regels (maximaal {max} leerlingen per keer).',
  missing_columns: 'De volgende kolommen ontbreken: {columns}. Kies bij elke kolom welk gegeven erin staat.',
  no_header:
    'De eerste regel met kolomnamen is niet gevonden. Zet de kolomnamen (zoals Roepnaam, Achternaam, E-mail) op de eerste regel.',
  invalid_mapping: 'De gekozen kolommen kloppen niet: elke kolom kan maar één gegeven bevatten.',
  school_required: 'Kies de school waarvoor je inleest.',
  no_valid_rows: 'Geen enkele regel kan worden ingelezen. Bekijk de fouten in het voorbeeld en pas het bestand aan.',
  import_conflict:
    'Tijdens het inlezen heeft iemand anders een van deze accounts toegevoegd. Bekijk het voorbeeld opnieuw.',
  import_not_found: 'Deze inleesbeurt bestaat niet (meer) of je hebt er geen toegang toe.',

  // Statistics (issue 34, stats-server).
  stats_module_not_found: 'Deze module bestaat niet (meer), dus er zijn geen statistieken van.',
  stats_school_required: 'Kies de school waarvan je het schoolrapport wilt downloaden.',
  // The module editor (issue 33, module-server).
  module_not_found: 'Deze module bestaat niet (meer).',
  module_version_not_found: 'Deze versie van de module bestaat niet.',
  module_example_not_found: 'Dit voorbeeld bestaat niet (meer).',
  example_changed:
    'Een collega heeft intussen een voorbeeld opgeslagen dat deze wijziging ook aanpast. Het is opnieuw geladen; controleer het en sla opnieuw op.',
  example_names_unknown:
    'Het voorbeeld noemt een dia, antwoord, deelvraag of berekende waarde die het opgeslagen concept niet heeft. Sla de module eerst op of kies de antwoorden opnieuw.',
  topic_not_found: 'Dit onderwerp bestaat niet (meer).',
  module_name_taken: 'Er is al een module met deze technische naam. Kies een andere naam.',
  if_match_required:
    'De versie van het concept ontbreekt bij het opslaan. Laad de module opnieuw en probeer het nog eens.',
  stale_revision:
    'Iemand anders heeft dit concept intussen opgeslagen. Bekijk zijn of haar versie naast de jouwe voordat je opslaat.',
  content_problems: 'De module kan niet worden gepubliceerd: los eerst de gemelde problemen op.',
  import_problems: 'Dit bestand kan niet worden ingelezen: los eerst de gemelde problemen op.',
  examples_changed:
    'Bij een of meer opgeslagen voorbeelden komt nu iets anders uit. Bekijk de verschillen en bevestig dat je toch wilt publiceren.',
  examples_broken:
    'Een of meer opgeslagen voorbeelden passen niet meer bij de module (een dia of antwoord bestaat niet meer). Pas ze aan of verwijder ze.',
  nothing_to_publish: 'Het concept is gelijk aan de gepubliceerde versie: er is niets te publiceren.',
  unknown_media: 'Een afbeelding of pictogram in de module bestaat niet (meer). Upload het opnieuw.',
  // The module editor's content routes (issue 33, module-content): elements of a module's draft, topics, uploads.
  slide_not_found: 'Deze dia bestaat niet (meer) in het concept van de module.',
  question_not_found: 'Deze vraag bestaat niet (meer) in het concept van de module.',
  info_slide_not_found: 'Deze informatiedia bestaat niet (meer) in het concept van de module.',
  option_not_found: 'Deze antwoordoptie bestaat niet (meer) in het concept van de module.',
  sub_question_not_found: 'Deze deelvraag bestaat niet (meer) in het concept van de module.',
  info_text_not_found: 'Deze informatietekst bestaat niet (meer) in het concept van de module.',
  result_text_not_found: 'Deze resultaattekst bestaat niet (meer) in het concept van de module.',
  invalid_move: 'Naar deze plek kan het niet worden verplaatst: die plek bestaat niet.',
  slide_name_taken: 'Er is in deze module al een dia met deze naam. Kies een andere naam.',
  result_text_name_taken: 'Er is in deze module al een resultaattekst met deze naam. Kies een andere naam.',
  info_text_name_taken: 'Deze dia heeft al een informatietekst met deze titel. Kies een andere titel.',
  option_key_taken: 'Deze vraag heeft al een antwoordoptie met deze sleutel. Kies een andere sleutel.',
  sub_question_key_taken: 'Deze vraag heeft al een deelvraag met deze sleutel. Kies een andere sleutel.',
  rename_refused:
    'Niet elke regel die deze naam, sleutel of waarde noemt kan met zekerheid worden aangepast, dus er is niets gewijzigd. Pas eerst de genoemde plekken zelf aan.',
  topic_name_taken: 'Er is al een onderwerp met deze naam. Kies een andere naam.',
  too_many_elements: 'Hier past niets meer bij: het grootste aantal is bereikt. Verwijder eerst iets.',
  options_not_allowed: 'Dit vraagtype heeft geen antwoordopties.',
  sub_questions_not_allowed: 'Alleen een samengestelde vraag heeft deelvragen.',
  exclusive_needs_multiple_choice: 'Alleen bij meerkeuze (meerdere antwoorden) kan een optie alle andere uitsluiten.',
  range_needs_subtype: 'Kies bij een schuifvraag het soort getal (subtype).',
  range_min_above_max: 'De kleinste waarde moet kleiner zijn dan de grootste waarde.',
  range_value_off_step: 'De kleinste en grootste waarde moeten passen bij de stapgrootte van het subtype.',
  topic_in_use: 'Dit onderwerp hoort nog bij een of meer modules. Geef die eerst een ander onderwerp.',
  media_not_found: 'Deze afbeelding bestaat niet (meer). Upload haar opnieuw.',
  image_unreadable:
    'Dit bestand is geen afbeelding die we kunnen lezen. Gebruik een PNG-, JPEG-, WebP- of GIF-bestand.',
  image_too_large: 'De afbeelding is te groot (maximaal 5 MB).',
  image_too_many_pixels: 'De afbeelding heeft te veel beeldpunten (maximaal 4000 bij 4000).',
  svg_not_allowed: 'SVG-bestanden kunnen niet worden geüpload. Sla de afbeelding op als PNG.',
  // Issue 34, the raw export (stats-export).
  export_not_found: 'Deze export bestaat niet (meer) of je hebt er geen toegang toe.',
  export_not_ready: 'Deze export is nog niet klaar. Wacht tot de voortgang 100% is.',
  export_failed: 'Deze export is mislukt. Start een nieuwe export.',
  export_expired: 'De downloadlink van deze export is verlopen en het bestand is verwijderd. Start een nieuwe export.',
  export_already_running: 'Er loopt al een export van jou. Wacht tot die klaar is.',
} as const satisfies Record<string, string>;
