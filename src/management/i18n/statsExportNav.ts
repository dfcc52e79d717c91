// Issue 34, the raw export (stats-export): its menu label, the one text of the page every page needs.
// The page's own texts are in ./statsExport.ts, loaded with the page.
export const statsExportNav = { statsExport: { nav: 'Export ruwe gegevens' } } as const;
