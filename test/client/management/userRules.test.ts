// The staff form's rules: the roles a caller may hand out mirror the server's mayGrant, only the
// list that belongs to the role is sent, and a manager without schools or locations is refused
// with the server's Dutch message before anything is sent.
import { grantableRoles, toUserInput, toggleId, validateUser } from '../../../src/management/features/user/userRules';
import type { UserValues } from '../../../src/management/features/user/userRules';

const values = (over: Partial<UserValues> = {}): UserValues => ({
  email: ' joris@demo.nl ',
  givenName: 'Joris',
  namePreposition: '',
  familyName: 'Smit',
  role: 'schoolManager',
  managingSchools: [1],
  managingLocations: [4],
  ...over,
});

describe('staff form rules', () => {
  it('offers each role only the roles the server lets it grant', () => {
    expect(grantableRoles('superAdmin')).toEqual(['superAdmin', 'admin', 'schoolManager', 'locationManager']);
    expect(grantableRoles('admin')).toEqual(['admin', 'schoolManager', 'locationManager']);
    expect(grantableRoles('schoolManager')).toEqual(['schoolManager', 'locationManager']);
    expect(grantableRoles('locationManager')).toEqual([]);
  });

  it('sends only the list that belongs to the role, trimmed', () => {
    expect(toUserInput(values())).toEqual({
      email: 'joris@demo.nl',
      givenName: 'Joris',
      namePreposition: null,
      familyName: 'Smit',
      role: 'schoolManager',
      managingSchools: [1],
      managingLocations: [],
    });
    expect(toUserInput(values({ role: 'locationManager' }))).toMatchObject({
      managingSchools: [],
      managingLocations: [4],
    });
    expect(toUserInput(values({ role: 'admin' }))).toMatchObject({ managingSchools: [], managingLocations: [] });
  });

  it('refuses a manager without schools or locations, and a missing role, in the server’s words', () => {
    expect(validateUser(values())).toEqual({});
    expect(validateUser(values({ managingSchools: [] }))).toEqual({
      managingSchools: 'Kies de scholen die deze beheerder beheert.',
    });
    expect(validateUser(values({ role: 'locationManager', managingLocations: [] }))).toEqual({
      managingLocations: 'Kies de locaties die deze beheerder beheert.',
    });
    expect(validateUser(values({ role: '', email: 'geen-adres' }))).toEqual({
      role: 'Kies een rol.',
      email: 'Vul een geldig e-mailadres in (dat is ook de gebruikersnaam).',
    });
  });

  it('adds and removes one id', () => {
    expect(toggleId([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2], 2, true)).toEqual([1, 2]);
    expect(toggleId([1, 2], 1, false)).toEqual([2]);
  });
});
