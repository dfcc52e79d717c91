// The statistics filters in the address: Dutch keys, empty values left out, and a narrower filter
// (class, location) dropped when the wider one it belongs to changes.
import { readStatsFilters, withFilter, withoutFilters } from '../../../../src/management/features/stats/statsFilters';

it('reads the filters from their Dutch keys and ignores empty or unknown ones', () => {
  const search = new URLSearchParams('schooljaar=2025&klas=2C&leerjaar=&geslacht=female&pagina=3&onbekend=1');
  expect(readStatsFilters(search)).toEqual({ schoolYear: '2025', class: '2C', gender: 'female' });
  expect(readStatsFilters(search, ['class'])).toEqual({ class: '2C' });
});

it('drops the class when the location or school year changes, and the location when the school does', () => {
  const search = new URLSearchParams('school=1&locatie=2&klas=2C&geslacht=male');
  expect(withFilter(search, 'location', '3').toString()).toBe('school=1&locatie=3&geslacht=male');
  expect(withFilter(search, 'school', '4').toString()).toBe('school=4&geslacht=male');
  expect(withFilter(search, 'gender', '').toString()).toBe('school=1&locatie=2&klas=2C');
  expect(withFilter(search, 'schoolYear', '2024').toString()).toBe('school=1&locatie=2&geslacht=male&schooljaar=2024');
});

it('clears every filter but keeps the rest of the address', () => {
  expect(withoutFilters(new URLSearchParams('klas=2C&tab=x&periode=2')).toString()).toBe('tab=x');
});
