// Dutch strings of the offline bar, the action queue and the installable app (top-level keys:
// offline, pwa, queue).
export const offline = {
  offline: {
    bar: 'Je bent offline.',
    pendingOne: '1 wijziging in de wachtrij',
    pendingMany: '{count} wijzigingen in de wachtrij',
    tooltip: 'De wijzigingen worden verwerkt zodra er weer verbinding is.',
  },
  queue: {
    saved: 'Wijzigingen opgeslagen',
    savedOffline: 'Opgeslagen op dit apparaat',
    savedOfflineText: 'Je bent offline. De wijziging wordt verstuurd zodra er weer verbinding is.',
    rejectedHeader: 'Wijziging niet opgeslagen',
    rejectedText: 'De server heeft een wijziging uit de wachtrij geweigerd. Je ziet hem bovenaan de pagina.',
    setAsideTitle: 'Niet opgeslagen wijzigingen',
    setAsideItem: '{what}: geweigerd door de server (code {status})',
    skipItem: 'Module {module} overgeslagen',
    finishItem: 'Module {module} afgerond',
    dismiss: 'Weghalen',
    sessionExpired: 'Log opnieuw in',
    sessionExpiredText: 'Je sessie is verlopen. Log opnieuw in; je wijzigingen in de wachtrij worden daarna verstuurd.',
    logoutWarning:
      'Let op: je wijzigingen in de wachtrij ({count}) zijn nog niet verstuurd. Als je uitlogt, gaan ze verloren.',
  },
  pwa: {
    updateAvailable: 'Er is een nieuwe versie van de site beschikbaar. Ververs de pagina om hem te gebruiken.',
    refresh: 'Pagina verversen',
    install: 'Op beginscherm zetten',
    hintTitle: 'Zet de Lifestyle Reality Check op je beginscherm',
    hintIosBefore: 'Tik onderin op het deel-icoon',
    hintIosAfter: "(het vierkantje met de pijl omhoog) en kies dan 'Zet op beginscherm'.",
    hintFirefoxAndroid:
      "Open het menu van Firefox (de drie puntjes) en kies 'Installeren' of 'Toevoegen aan startscherm'.",
    hintDismiss: 'Niet meer tonen',
  },
} as const;
