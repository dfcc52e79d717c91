// Dutch strings of the app shell, login and account screens (owned by the client foundation).
export const app = {
  common: {
    yes: 'Ja',
    no: 'Nee',
    cancel: 'Annuleren',
  },
} as const;
