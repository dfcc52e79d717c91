// The error codes any caller can get (logging in, the session, any route, a student's attempt, the
// Oorcheck), each with its Dutch sentence: one part of the one list (./messages.ts). The student
// app reads only this part, so its bundle does not carry the management site's sentences.
export const GENERAL_ERROR_MESSAGES = {
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
} as const satisfies Record<string, string>;

export type GeneralErrorCode = keyof typeof GENERAL_ERROR_MESSAGES;
