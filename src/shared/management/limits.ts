// Field limits of the management forms (one source for the schemas and the form attributes).
export const LIMITS = {
  schoolName: 120,
  city: 80,
  locationName: 120,
  email: 254,
  givenName: 80,
  namePreposition: 20,
  familyName: 120,
  className: 20,
  minStudyYear: 1,
  maxStudyYear: 8,
  /** Search starts at this many characters (docs/product.md §9); shorter searches are ignored. */
  searchMin: 3,
  searchMax: 100,
  pageSizeDefault: 25,
  /** The imitate page asks for 1000 users at once. */
  pageSizeMax: 1000,
  footerMenuMax: 10,
  footerLabel: 60,
  footerUri: 500,
  minGroupSizeMin: 5,
  minGroupSizeMax: 100,
  /** Students per send-activation-mail request. */
  activationBatchMax: 1000,
  /** The contact form (issue 20). */
  contactName: 120,
  contactSchool: 120,
  questionMin: 10,
  questionMax: 5000,
} as const;

export const LEVELS = ['vmbo', 'havo', 'vwo', 'mbo'] as const;
export type LevelName = (typeof LEVELS)[number];
