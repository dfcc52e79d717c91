// Every error code the API answers with, once, each with the Dutch sentence a person reads for it.
// The code list (src/shared/errorCodes.ts), the server's response schemas (and so the OpenAPI enum),
// the student app's notifications and the management site's messages all come from here: a code
// cannot exist without its message. `{name}` placeholders are filled by the server, which then sends
// the sentence along as `message` (the class-list checks).
export const ERROR_MESSAGES = {
  // Logging in, the session and the account.
  'Invalid credentials.': 'Inloggen niet gelukt',
  '2fa_failed': 'Verkeerde 2factor code!',
  access_denied: 'Je hebt hier (nog) geen toegang. Log opnieuw in.',
  user_not_found: 'Deze gebruiker bestaat niet (meer)!',
  user_not_enabled: 'Deze gebruiker is niet actief!',
  password_policy: 'Het wachtwoord dient minimaal 10 karakters te zijn.',
  password_breached: 'Het gekozen wachtwoord komt voor in een database met uitgelekte wachtwoorden!',
  old_password_used: 'Het gekozen wachtwoord mag niet gelijk zijn aan het oude wachtwoord!',
  incorrect_password: 'Het ingevulde huidige wachtwoord is niet correct!',
  reset_limit: 'Er is korte tijd geleden al een aanvraag voor wachtwoord reset gedaan...',
  invalid_token: 'Deze link voor wachtwoord reset is helaas niet meer geldig. Vraag opnieuw een link aan.',
  passwords_dont_match: 'De ingevoerde wachtwoorden komen niet overeen!',
  // Refusals that are not schema errors: the request is well formed, the state does not allow it.
  mfa_required: 'Tweestapsverificatie is verplicht voor jouw account: je kunt die niet uitzetten.',
  no_authenticator_secret: 'Er is nog geen code voor een authenticator-app aangemaakt. Maak die eerst aan.',
  conflicting_parameters: 'Dit verzoek vraagt twee dingen die niet samen kunnen.',

  // Any route.
  invalid_request: 'De ingevulde gegevens zijn niet geldig. Controleer de velden.',
  invalid_csrf_token: 'Deze pagina is verlopen. Herlaad de pagina en probeer het opnieuw.',
  unauthorized: 'Je sessie is verlopen. Log opnieuw in.',
  forbidden: 'Je hebt geen toegang tot dit onderdeel.',
  not_found: 'Dit bestaat niet (meer) of je hebt er geen toegang toe.',
  too_many_requests: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
  payload_too_large: 'Deze gegevens zijn te groot om op te slaan.',
  internal_error: 'Er is helaas iets mis gegaan op de server. Probeer het later nog eens.',

  // A student's attempt: a finish with answers or actions the module cannot have produced, or a
  // finish or skip of a module that does not exist or is switched off.
  unknown_module: 'Deze module bestaat niet (meer). Herlaad de pagina.',
  invalid_answer: 'Je antwoorden passen niet (meer) bij deze module. Herlaad de pagina en vul de module opnieuw in.',
  unknown_action:
    'Deze module kent niet (meer) alles wat je antwoorden vragen. Herlaad de pagina en vul de module opnieuw in.',
  module_disabled: 'Deze module staat uit. Je antwoorden kunnen niet meer worden opgeslagen.',

  // Oorcheck: a hearing test already completed or answered (409), the external provider failing (502).
  already_complete: 'Deze hoortest is al afgerond.',
  already_answered: 'Dit antwoord is al gegeven.',
  provider_unavailable: 'De hoortest is nu niet bereikbaar. Probeer het later nog eens.',

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
} as const satisfies Record<string, string>;
