// loadConfig: defaults, overrides and refusal of bad values (pure, no database).
import path from 'node:path';
import { describeDatabase, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/app/data'),
      databaseUrl: null,
      smtpUrl: null,
      publicUrl: 'http://localhost:3000',
      managementUrl: '',
      staticDir: path.resolve('/srv/app/dist'),
      sessionIdleMinutes: 480,
      sessionAbsoluteHours: 12,
      trustProxy: false,
    });
    expect(describeDatabase(c)).toBe(`PGlite (embedded) in ${path.resolve('/srv/app/data/pgdata')}`);
  });

  it('reads every setting and hides the database password in logs', () => {
    const c = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: '/var/lrc',
        DATABASE_URL: 'postgres://app:geheim@db:5432/lrc',
        PUBLIC_URL: 'https://check.example.nl/',
        MANAGEMENT_URL: 'https://beheer.example.nl/',
        SMTP_URL: 'smtp://mail:25',
        SESSION_IDLE_MINUTES: '30',
        TRUST_PROXY: '1',
      },
      '/srv/app',
    );
    expect(c).toMatchObject({
      port: 8080,
      dataDir: '/var/lrc',
      publicUrl: 'https://check.example.nl',
      managementUrl: 'https://beheer.example.nl',
      sessionIdleMinutes: 30,
      trustProxy: 1,
    });
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(describeDatabase(c)).toBe('PostgreSQL postgres://app@db:5432/lrc');
  });

  it('reads operator-listed address ranges with their own ceilings', () => {
    expect(loadConfig({ ADDRESS_LIMITS: '192.0.2.0/24=2000, 2001:db8::/48=3000' }).addressRanges).toEqual([
      { cidr: '192.0.2.0/24', max: 2000 },
      { cidr: '2001:db8::/48', max: 3000 },
    ]);
    expect(loadConfig({}).addressRanges).toEqual([]);
  });

  it.each([
    ['PORT', 'abc'],
    ['SESSION_ABSOLUTE_HOURS', '-1'],
    ['DATABASE_SCHEMA', 'Bad-Name'],
    ['TRUST_PROXY', 'yes'],
    ['ADDRESS_LIMITS', '192.0.2.0/24'],
    ['ADDRESS_LIMITS', 'school=5'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
