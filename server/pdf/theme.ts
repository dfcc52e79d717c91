// The app's look in the PDFs: its colours (src/common/styles/base.css) and pdfkit's built-in Helvetica, so
// no font files are shipped or embedded. Sizes are in PDF points (1/72 inch).
export const COLORS = {
  primary: '#0b6e4f',
  primaryDark: '#084c37',
  primarySoft: '#e3f3ec',
  text: '#1f2933',
  muted: '#52606d',
  border: '#cbd2d9',
  danger: '#b42318',
  dangerSoft: '#fdecea',
  warning: '#7a4100',
  warningSoft: '#fff4e5',
  neutralSoft: '#eef1f4',
} as const;

export const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;

export const PAGE = { size: 'A4' as const, margin: 56, headerHeight: 64, footerHeight: 36 };

/** The app icon (public/icons/icon.svg), drawn as vector paths on a 64×64 grid. */
export const LOGO = {
  heart: 'M32 50s-16-9.5-16-21a9 9 0 0 1 16-5.7A9 9 0 0 1 48 29c0 11.5-16 21-16 21z',
  pulse: 'M18 33h8l3-6 5 11 3-5h9',
};
