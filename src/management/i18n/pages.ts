// Page titles and texts of the management site, one block per page.
export const pages = {
  overview: {
    title: 'Overzicht',
    intro: 'Wat er nu aandacht nodig heeft in jouw scholen.',
    alertsTitle: 'Te doen',
    noAlerts: 'Er is niets dat op je wacht. Alles is bijgewerkt.',
    quickLinks: 'Snel naar',
    markRead: 'Gelezen',
    markReadLabel: 'Markeer "{header}" als gelezen',
    open: 'Bekijken',
    alertsUnread: '{count} ongelezen',
  },
} as const;
