// The addresses of the statistics pages below /beheer (the section's path is app/sections.ts's 'stats').
const BASE = '/statistieken';

export const statsPaths = {
  home: BASE,
  school: (id: number) => `${BASE}/scholen/${id}`,
  location: (id: number) => `${BASE}/locaties/${id}`,
  module: (id: number) => `${BASE}/modules/${id}`,
};
