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
  // Issue 34, the raw export (stats-export).
  export_not_found: 'Deze export bestaat niet (meer) of je hebt er geen toegang toe.',
  export_not_ready: 'Deze export is nog niet klaar. Wacht tot de voortgang 100% is.',
  export_failed: 'Deze export is mislukt. Start een nieuwe export.',
  export_expired: 'De downloadlink van deze export is verlopen en het bestand is verwijderd. Start een nieuwe export.',
  export_already_running: 'Er loopt al een export van jou. Wacht tot die klaar is.',
} as const satisfies Record<string, string>;
