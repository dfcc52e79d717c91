// Dutch strings of the Oorcheck: its question in the app and the separate hearing-test page.
export const oorcheck = {
  oorcheck: {
    // The main app
    popupBlocked: 'Pop-up geblokkeerd',
    popupBlockedText:
      'Je browser blokkeerde het nieuwe venster. Sta pop-ups toe voor deze site en probeer het opnieuw.',
    running: 'De Oorcheck is geopend in een nieuw venster. Rond de test daar af.',
    startFailed: 'De Oorcheck kon niet worden gestart',
    startFailedText: 'Probeer het later nog eens, of vink aan dat je dit onderdeel (nog) niet hebt gedaan.',
    windowClosed: 'Het venster van de Oorcheck is gesloten voordat de test klaar was.',
    refusedNotice: 'De Oorcheck telde niet mee',
    refusedNoticeText: 'Die uitkomst kan niet van een luisteraar komen. Doe de Oorcheck opnieuw.',
    // The test page
    title: 'Oorcheck',
    subtitle: 'Een korte hoortest: cijfers verstaan in ruis',
    screening:
      'Let op: dit is een screening, geen medische test. De uitkomst is een indicatie. Twijfel je over je gehoor, ga dan naar je huisarts.',
    headphones:
      'Zet je koptelefoon of oordopjes op en ga op een stille plek zitten. Met een koptelefoon werkt de test het best.',
    howItWorks:
      'Je hoort steeds drie cijfers in een ruis, bijvoorbeeld "vier – negen – twee". Typ de drie cijfers die je hoort. Weet je het niet zeker? Gok dan. De test past zich aan: het wordt moeilijker als je het goed hebt en makkelijker als je het fout hebt. Er zijn {count} rondes; het duurt ongeveer vijf minuten.',
    modeHeading: 'Waarmee luister je?',
    modeHeadphones: 'Met een koptelefoon of oordopjes (aanbevolen)',
    modeSpeakers: 'Zonder koptelefoon, via de luidsprekers',
    modeSpeakersNote:
      'Zonder koptelefoon doe je een eenvoudigere versie van de test. Die merkt minder soorten gehoorproblemen op. Doe de test later liever nog een keer met een koptelefoon.',
    volumeHeading: 'Stel het volume in',
    volumeText:
      'Speel het voorbeeld af en zet het volume zo dat je de cijfers goed en prettig hoort. Verander het volume daarna niet meer.',
    playSample: 'Voorbeeld afspelen',
    start: 'Start de test',
    loading: 'Laden…',
    testHeading: 'Luister en typ',
    round: 'Ronde {current} van {total}',
    repeat: 'Nog een keer, iets luider',
    progressLabel: 'Voortgang van de test',
    listen: 'Luister…',
    typeDigits: 'Typ de drie cijfers die je hoorde',
    digitsLabel: 'Drie cijfers',
    next: 'Volgende',
    needThree: 'Typ precies drie cijfers.',
    saving: 'Je uitslag wordt opgeslagen…',
    doneHeading: 'Klaar!',
    resultGood:
      'Uitkomst: voldoende. Je verstond de cijfers in de ruis goed genoeg voor deze test. Dit is een indicatie, geen medische uitslag.',
    resultBad:
      'Uitkomst: onvoldoende. Je had meer moeite met de cijfers in de ruis dan deze test verwacht bij een goed gehoor. Dat kan ook door lawaai om je heen of door je koptelefoon komen.',
    resultBadAdvice:
      'Doe de test nog een keer op een stille plek, met een koptelefoon of oordopjes. Is de uitkomst dan weer onvoldoende? Maak een afspraak met je huisarts om je gehoor te laten testen.',
    closeWindow: 'Dit venster sluit vanzelf. Gebeurt dat niet, sluit het dan zelf en ga terug naar de vragenlijst.',
    refusedHeading: 'Deze test telt niet mee',
    refusedText:
      'Deze uitkomst kan niet van een luisteraar komen, dus we slaan hem niet op. Start de Oorcheck opnieuw vanuit de vragenlijst.',
    errorHeading: 'Er ging iets mis',
    errorInvalid: 'Deze link voor de Oorcheck is niet (meer) geldig. Start de Oorcheck opnieuw vanuit de vragenlijst.',
    errorLogin: 'Je bent niet (meer) ingelogd. Log opnieuw in en start de Oorcheck vanuit de vragenlijst.',
    errorAudio: 'Je browser kan de geluiden niet afspelen. Probeer een andere browser.',
    errorSave: 'Je antwoord kon niet worden verstuurd. Controleer je internetverbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
  },
} as const;
