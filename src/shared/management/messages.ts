// Dutch messages of the management forms, shared by the server (400 bodies name the field) and the
// management site (the same message under the field before anything is sent). Keyed by field name.
export const fieldMessages = {
  name: 'Vul een naam in van hoogstens 120 tekens.',
  brin: 'Een BRIN-code bestaat uit 2 cijfers en 2 letters of cijfers, bijvoorbeeld 12AB.',
  city: 'Vul een plaatsnaam in van hoogstens 80 tekens.',
  active: 'Kies of dit actief is.',
  schoolId: 'Kies een school.',
  locationId: 'Kies een locatie van deze school.',
  email: 'Vul een geldig e-mailadres in (dat is ook de gebruikersnaam).',
  givenName: 'Vul een voornaam in van hoogstens 80 tekens.',
  namePreposition: 'Een tussenvoegsel is hoogstens 20 tekens lang.',
  familyName: 'Vul een achternaam in van hoogstens 120 tekens.',
  className: 'Een klas of groep is hoogstens 20 tekens lang.',
  studyYear: 'Kies een leerjaar van 1 tot en met 8.',
  level: 'Kies een niveau: vmbo, havo, vwo of mbo.',
  enabled: 'Kies of het account actief is.',
  role: 'Kies een rol.',
  managingSchools: 'Kies de scholen die deze beheerder beheert.',
  managingLocations: 'Kies de locaties die deze beheerder beheert.',
  schoolYear: 'Kies een schooljaar.',
  read: 'Kies gelezen of ongelezen.',
  statsMinGroupSize: 'De minimale groepsgrootte is een heel getal van 5 tot en met 100.',
  staffMfaMandatory: 'Kies of tweestapsverificatie verplicht is voor medewerkers.',
  footerMenu:
    'Het voetmenu heeft hoogstens 10 links, elk met een tekst (hoogstens 60 tekens) en een adres dat met https:// of / begint.',
  ids: 'Kies ten minste één leerling.',
  senderName: 'Vul je naam in (hoogstens 120 tekens).',
  school: 'Vul de naam van je school in (hoogstens 120 tekens).',
  senderEmail: 'Vul een geldig e-mailadres in waarop we je kunnen antwoorden.',
  question: 'Beschrijf je vraag in 10 tot 5000 tekens.',
} as const;

export type ManagementField = keyof typeof fieldMessages;
