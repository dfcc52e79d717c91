// Refusals for too many attempts (HTTP 429): how long to wait, with a countdown in the login widget.
export const limits = {
  limits: {
    waitHeader: 'Even wachten',
    waitText: 'Er is te vaak iets verkeerd ingevuld. Over {time} kun je het opnieuw proberen.',
    countdownLabel: 'Nog te wachten',
    ready: 'Je kunt het nu opnieuw proberen.',
    retryIn: 'Probeer het over {time} opnieuw.',
  },
} as const;
