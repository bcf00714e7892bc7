import { describe, expect, it } from 'vitest';
import { configFromEnv, devRoutesEnabled, devRoutesNotice, trustProxyFromEnv } from './config';
import { DEMO_SELLER } from './documents/demoSeller';

/** `npm start` must not hand any account to the network. */
describe('listening address and development routes', () => {
  it('listens on loopback by default, with the development routes on there', () => {
    const config = configFromEnv({});
    expect(config.host).toBe('127.0.0.1');
    expect(devRoutesEnabled(config)).toBe(true);
    expect(devRoutesNotice(config)).toBe(
      'Entwicklungsrouten: an (nur über 127.0.0.1 erreichbar, nie über einen Proxy)',
    );
  });

  it('turns them off when HOST exposes the server, unless DEV_ROUTES=on says otherwise (and warns)', () => {
    const exposed = configFromEnv({ HOST: '0.0.0.0' });
    expect(devRoutesEnabled(exposed)).toBe(false);
    expect(devRoutesNotice(exposed)).toMatch(/^Entwicklungsrouten: aus \(0\.0\.0\.0 ist kein Loopback/);
    const forced = configFromEnv({ HOST: '0.0.0.0', DEV_ROUTES: 'on' });
    expect(devRoutesEnabled(forced)).toBe(true);
    expect(devRoutesNotice(forced)).toMatch(/^WARNUNG: Entwicklungsrouten an/);
    expect(devRoutesEnabled(configFromEnv({ HOST: '::1' }))).toBe(true);
    expect(devRoutesEnabled(configFromEnv({ HOST: 'localhost', DEV_ROUTES: 'off' }))).toBe(false);
  });

  it('turns them off on loopback behind a proxy or on a shared database, unless DEV_ROUTES=on', () => {
    const proxied = configFromEnv({ TRUST_PROXY: 'loopback' });
    expect(devRoutesEnabled(proxied)).toBe(false);
    expect(devRoutesNotice(proxied)).toBe(
      'Entwicklungsrouten: aus (TRUST_PROXY ist gesetzt; DEV_ROUTES=on schaltet sie ein)',
    );
    const shared = configFromEnv({ DATABASE_URL: 'postgres://quiz@db.internal/quiz' });
    expect(devRoutesEnabled(shared)).toBe(false);
    expect(devRoutesNotice(shared)).toBe(
      'Entwicklungsrouten: aus (DATABASE_URL ist gesetzt; DEV_ROUTES=on schaltet sie ein)',
    );
    expect(devRoutesEnabled(configFromEnv({ TRUST_PROXY: '1', DEV_ROUTES: 'on' }))).toBe(true);
  });

  it('never has them in production, whatever DEV_ROUTES says', () => {
    const production = configFromEnv({ NODE_ENV: 'production', DEV_ROUTES: 'on' });
    expect(devRoutesEnabled(production)).toBe(false);
    expect(devRoutesNotice(production)).toBe(
      'Entwicklungsrouten: aus (NODE_ENV=production; DEV_ROUTES=on wird ignoriert)',
    );
  });

  it('refuses a DEV_ROUTES value it does not know rather than guessing', () => {
    expect(() => configFromEnv({ DEV_ROUTES: 'yes' })).toThrow(/DEV_ROUTES=yes/);
  });

  it('keeps the embedded database in data/pglite of the checkout unless DATA_DIR says otherwise', () => {
    expect(configFromEnv({}).dataDir).toMatch(/\/data\/pglite$/);
    expect(configFromEnv({ DATA_DIR: 'memory' }).dataDir).toBeUndefined();
  });
});

/** X-Forwarded-For only from proxies the operator names. */
describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('')).toBe(false);
    expect(trustProxyFromEnv('off')).toBe(false);
  });

  it('takes a hop count or addresses and ranges', () => {
    expect(trustProxyFromEnv('1')).toBe(1);
    expect(trustProxyFromEnv('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(trustProxyFromEnv('loopback')).toEqual(['loopback']);
  });

  it('refuses true, which would believe every client, and anything unreadable', () => {
    expect(() => trustProxyFromEnv('true')).toThrow(/name the proxy/);
    expect(() => trustProxyFromEnv('proxy.example')).toThrow(/TRUST_PROXY/);
  });
});

/** Invoices carry the operator's data from SELLER_*, the demo firm by default. */
describe('seller and training database', () => {
  it('takes each SELLER_* variable over the demo value', () => {
    expect(configFromEnv({}).seller).toEqual(DEMO_SELLER);
    const seller = configFromEnv({
      SELLER_NAME: 'Akademie Nord GmbH',
      SELLER_STREET: 'Hafenstraße 3',
      SELLER_POSTAL_CODE: '20457',
      SELLER_CITY: 'Hamburg',
      SELLER_VAT_ID: 'DE999999999',
      SELLER_IBAN: 'DE02 1203 0000 0000 2020 51',
      SELLER_CH_IBAN: 'CH93 0076 2011 6238 5295 7',
    }).seller;
    expect(seller).toMatchObject({
      name: 'Akademie Nord GmbH',
      address: { street: 'Hafenstraße 3', postalCode: '20457', city: 'Hamburg', country: 'DE' },
      vatId: 'DE999999999',
      iban: 'DE02120300000000202051',
      swissIban: 'CH9300762011623852957',
      taxNumber: DEMO_SELLER.taxNumber,
    });
  });

  it('refuses a mistyped IBAN at start rather than failing every invoice', () => {
    expect(() => configFromEnv({ SELLER_IBAN: 'DE89370400440532013001' })).toThrow(/SELLER_IBAN/);
    expect(() => configFromEnv({ SELLER_CH_IBAN: 'DE89370400440532013000' })).toThrow(/Swiss/);
  });

  it('uses the development training database unless TRAINING_DB_URL names one', () => {
    expect(configFromEnv({}).trainingDbUrl).toBeUndefined();
    expect(configFromEnv({ TRAINING_DB_URL: 'https://wbd.example/meldungen' }).trainingDbUrl).toBe(
      'https://wbd.example/meldungen',
    );
  });
});
