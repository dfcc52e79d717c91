// Dutch texts the server writes about a student's erasure request (issue 21). The alert names no
// student: its link opens the student's page, which only the school's managers can see.
export const ERASURE_ALERT = {
  header: 'Verzoek om verwijdering van gegevens',
  text: 'Een leerling vraagt om verwijdering van al zijn of haar gegevens. Open de leerling om het verzoek te bevestigen of af te wijzen.',
} as const;
