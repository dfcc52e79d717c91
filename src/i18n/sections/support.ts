// Dutch strings of the support tools: the 'Probleem melden' form and the debug bar.
export const support = {
  bugReport: {
    button: 'Probleem melden',
    title: 'Probleem melden',
    intro: 'Zie je een fout of werkt iets niet? Beschrijf wat je deed en wat er gebeurde.',
    message: 'Beschrijving',
    includes:
      'We sturen ook mee: waar je in de app bent, het vraagnummer en je browser. Wachtwoorden en codes sturen we nooit mee.',
    send: 'Versturen',
    cancel: 'Annuleren',
    required: 'Beschrijf eerst het probleem.',
    thanks: 'Bedankt voor de feedback!',
    thanksText: 'We gaan ermee aan de slag.',
    failed: 'Melding niet verzonden',
    failedText: 'Je melding kon niet worden verstuurd. Probeer het later nog eens.',
  },
  debug: {
    title: 'Debug',
    processed: 'Verwerkte staat (rule engine)',
    answers: 'Antwoorden',
    meta: 'Meta',
    hide: 'Debug uitzetten',
    empty: '(leeg)',
  },
} as const;
