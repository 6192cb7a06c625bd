import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('settings', () => {
  it('has defaults that work on a fresh machine', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: '127.0.0.1', appUrl: 'http://localhost:3000', timeZone: 'America/New_York', production: false });
    expect(c.dataDir).toMatch(/data$/);
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: ' ', APP_URL: 'https://example.com/' })).toMatchObject({ port: 3000, appUrl: 'https://example.com' });
    expect(c.pushServiceHosts).toEqual(['fcm.googleapis.com', '*.notify.windows.com', '*.push.services.mozilla.com', '*.push.apple.com']);
    expect(loadConfig({ PUSH_SERVICE_HOSTS: ' FCM.googleapis.com , 127.0.0.1:9000 ' }).pushServiceHosts).toEqual(['fcm.googleapis.com', '127.0.0.1:9000']);
    expect(c).toMatchObject({ resultsFeeds: [], resultsFeedIntervalMinutes: 15 });
    // Production's argon2id cost unless a test run asks for the lowest (docs/runtime.md, "Settings").
    expect(c.passwordHashCost).toBe('standard');
    expect(loadConfig({ PASSWORD_HASH_COST: 'lowest' }).passwordHashCost).toBe('lowest');
  });

  it('runs one server process unless WORKERS says how many; auto is one per core', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ WORKERS: 'auto' }).workers).toBe(os.availableParallelism());
  });

  it('makes hits public 7 days after their window by default; PROOF_DELAY_DAYS changes it, 0 included', () => {
    expect(loadConfig({}).proofDelayDays).toBe(7);
    expect(loadConfig({ PROOF_DELAY_DAYS: '0' }).proofDelayDays).toBe(0);
    expect(loadConfig({ PROOF_DELAY_DAYS: ' 30 ' }).proofDelayDays).toBe(30);
  });

  it('gives a free trial of 3 days unless TRIAL_DAYS says 1 to 30', () => {
    expect(loadConfig({}).trialDays).toBe(3);
    expect(loadConfig({ TRIAL_DAYS: '' }).trialDays).toBe(3);
    expect(loadConfig({ TRIAL_DAYS: '1' }).trialDays).toBe(1);
    expect(loadConfig({ TRIAL_DAYS: ' 5 ' }).trialDays).toBe(5);
    expect(loadConfig({ TRIAL_DAYS: '30' }).trialDays).toBe(30);
  });

  it('moves the closed sets to the past at midnight unless DAILY_MOVE_HOUR names another hour or off', () => {
    expect(loadConfig({}).dailyMoveHour).toBe(0);
    expect(loadConfig({ DAILY_MOVE_HOUR: '' }).dailyMoveHour).toBe(0);
    expect(loadConfig({ DAILY_MOVE_HOUR: 'off' }).dailyMoveHour).toBeNull();
    expect(loadConfig({ DAILY_MOVE_HOUR: ' OFF ' }).dailyMoveHour).toBeNull();
    expect(loadConfig({ DAILY_MOVE_HOUR: '4' }).dailyMoveHour).toBe(4);
    expect(loadConfig({ DAILY_MOVE_HOUR: '23' }).dailyMoveHour).toBe(23);
  });

  it('reads the results feeds as a comma-separated list', () => {
    const c = loadConfig({ RESULTS_FEEDS: ' https://a.example/pick3day.csv ,, http://127.0.0.1:9/x.csv ', RESULTS_FEED_INTERVAL_MINUTES: '5' });
    expect(c).toMatchObject({ resultsFeeds: ['https://a.example/pick3day.csv', 'http://127.0.0.1:9/x.csv'], resultsFeedIntervalMinutes: 5 });
  });

  it("takes the import's parameters after an entry's #, a map's commas included", () => {
    const entries = [
      'https://a.example/daily3-midday.csv#state=MI&game=pick3&drawTime=midday',
      'https://b.example/cash3.csv#state=GA&game=pick3&map={"date":0,"drawTime":1,"digits":[3,4,5]}',
      'https://c.example/ohio.csv#state=OH&mode=valid',
    ];
    expect(loadConfig({ RESULTS_FEEDS: entries.join(', ') }).resultsFeeds).toEqual(entries);
  });

  it.each([
    ['https://a.example/x.csv#state=ZZ', 'RESULTS_FEEDS entry "https://a.example/x.csv#state=ZZ": Query parameter state must be one of TN, TX, GA, OH, MI, FL, NC.'],
    [
      'https://a.example/x.csv#drawtime=midday',
      'RESULTS_FEEDS entry "https://a.example/x.csv#drawtime=midday": "drawtime" is not one of the parameters state, game, drawTime, map, mode.',
    ],
    ['https://a.example/x.csv#dryRun=1', 'RESULTS_FEEDS entry "https://a.example/x.csv#dryRun=1": "dryRun" is not one of the parameters state, game, drawTime, map, mode.'],
    [
      'https://a.example/x.csv#map={"date":0}',
      'RESULTS_FEEDS entry "https://a.example/x.csv#map={"date":0}": Query parameter map must be JSON like {"date":0,"drawTime":1,"digits":[2,3,4]} (zero-based columns): give the number\'s column ("number":2) or its digits\' ("digits":[2,3,4]), one of the two.',
    ],
  ])('a bad feed entry stops start-up naming RESULTS_FEEDS: %s', (entry, message) => {
    expect(() => loadConfig({ RESULTS_FEEDS: `https://ok.example/a.csv,${entry}` })).toThrow(message);
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT /],
    [{ PORT: '70000' }, /^PORT /],
    [{ APP_URL: 'ftp://x' }, /^APP_URL /],
    [{ APP_TIMEZONE: 'Mars/Olympus' }, /^APP_TIMEZONE /],
    [{ NODE_ENV: 'production' }, /^JWT_SECRET must be set in production/],
    [{ JWT_SECRET: 'short' }, /^JWT_SECRET /],
    [{ ADMIN_EMAIL: 'a@example.com' }, /^ADMIN_PASSWORD /],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long enough' }, /^ADMIN_EMAIL /],
    [{ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'short' }, /^ADMIN_PASSWORD /],
    [{ STRIPE_SECRET_KEY: 'pk_test_123' }, /^STRIPE_SECRET_KEY /],
    [{ SMTP_URL: 'http://mail' }, /^SMTP_URL /],
    [{ VAPID_PUBLIC_KEY: 'abc' }, /^VAPID_PRIVATE_KEY /],
    [{ VAPID_PRIVATE_KEY: 'abc' }, /^VAPID_PUBLIC_KEY /],
    [{ VAPID_SUBJECT: 'admin@example.com' }, /^VAPID_SUBJECT /],
    [{ ADMIN_PASSWORD: 'long enough' }, /^ADMIN_EMAIL must be set together/],
    [{ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'long enough', ADMIN_USERNAME: 'two words' }, /^ADMIN_USERNAME /],
    [{ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_API_BASE: 'not a url' }, /^STRIPE_API_BASE /],
    [{ NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40) }, /^JWT_SECRET must be random in production: it has only 1 different characters/],
    [{ NODE_ENV: 'production', JWT_SECRET: 'abcdefghijklmno'.repeat(3) }, /^JWT_SECRET must be random in production: it has only 15 different characters/],
    [{ NODE_ENV: 'production', JWT_SECRET: 'abcdefghijklmnop'.repeat(2) }, /^STRIPE_SECRET_KEY must be set in production/],
    [{ PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,https://evil.example' }, /^PUSH_SERVICE_HOSTS must list host names/],
    [{ PUSH_SERVICE_HOSTS: '10.0.0.1:8080' }, /^PUSH_SERVICE_HOSTS /],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'abcdefghijklmnop'.repeat(3), STRIPE_SECRET_KEY: 'sk_test_x', PUSH_SERVICE_HOSTS: '127.0.0.1:9000' },
      /^PUSH_SERVICE_HOSTS may name 127\.0\.0\.1:PORT .* only outside production/,
    ],
    [{ RESULTS_FEEDS: 'https://example.com/a.csv, file:///etc/passwd' }, /^RESULTS_FEEDS must be comma-separated http\(s\) URLs, got "file:\/\/\/etc\/passwd"/],
    [{ RESULTS_FEED_INTERVAL_MINUTES: '0' }, /^RESULTS_FEED_INTERVAL_MINUTES /],
    [{ RESULTS_FEED_INTERVAL_MINUTES: 'hourly' }, /^RESULTS_FEED_INTERVAL_MINUTES /],
    [{ WORKERS: '0' }, /^WORKERS must be a positive whole number of server processes or auto/],
    [{ WORKERS: 'two' }, /^WORKERS /],
    [{ WORKERS: '1.5' }, /^WORKERS /],
    [{ PROOF_DELAY_DAYS: '-1' }, /^PROOF_DELAY_DAYS must be a whole number of days/],
    [{ PROOF_DELAY_DAYS: '1.5' }, /^PROOF_DELAY_DAYS must be a whole number of days/],
    [{ PROOF_DELAY_DAYS: 'week' }, /^PROOF_DELAY_DAYS must be a whole number of days/],
    [{ DATABASE_URL: 'mysql://user:secret@db/app' }, /^DATABASE_URL must be a PostgreSQL URL such as postgres:\/\/user:password@host:5432\/lottopredict\.$/],
    [{ DATABASE_URL: 'db.internal:5432' }, /^DATABASE_URL must be a PostgreSQL URL/],
    [{ TRIAL_DAYS: '0' }, /^TRIAL_DAYS must be a whole number of days from 1 to 30, got "0"\.$/],
    [{ TRIAL_DAYS: '31' }, /^TRIAL_DAYS must be a whole number of days from 1 to 30, got "31"\.$/],
    [{ TRIAL_DAYS: '-3' }, /^TRIAL_DAYS must be a whole number of days from 1 to 30/],
    [{ TRIAL_DAYS: '2.5' }, /^TRIAL_DAYS must be a whole number of days from 1 to 30/],
    [{ TRIAL_DAYS: 'week' }, /^TRIAL_DAYS must be a whole number of days from 1 to 30, got "week"\.$/],
    [{ TRIAL_DAYS: '100' }, /^TRIAL_DAYS must be a whole number of days from 1 to 30/],
    [{ DAILY_MOVE_HOUR: '24' }, /^DAILY_MOVE_HOUR must be an hour from 0 to 23/],
    [{ DAILY_MOVE_HOUR: '4am' }, /^DAILY_MOVE_HOUR must be an hour from 0 to 23/],
    [{ DAILY_MOVE_HOUR: 'none' }, /^DAILY_MOVE_HOUR must be an hour from 0 to 23 \(in APP_TIMEZONE\), or off/],
    [{ PASSWORD_HASH_COST: 'cheap' }, /^PASSWORD_HASH_COST must be standard or lowest, got "cheap"\.$/],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'abcdefghijklmnop'.repeat(3), STRIPE_SECRET_KEY: 'sk_test_x', PASSWORD_HASH_COST: 'lowest' },
      /^PASSWORD_HASH_COST must not be lowest in production/,
    ],
  ])('stops with one line naming the variable for %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
    expect(() => loadConfig(env)).toThrow(/^[^\n]+$/);
  });
});
