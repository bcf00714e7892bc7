import { describe, expect, it } from 'vitest';
import { configFromEnv, devRoutesEnabled, devRoutesNotice, trustProxyFromEnv } from './config';

/** Issue 11 point 5: `npm start` must not hand any account to the network. */
describe('listening address and development routes', () => {
  it('listens on loopback by default, with the development routes on there', () => {
    const config = configFromEnv({});
    expect(config.host).toBe('127.0.0.1');
    expect(devRoutesEnabled(config)).toBe(true);
    expect(devRoutesNotice(config)).toBe('Entwicklungsrouten: an (nur über 127.0.0.1 erreichbar)');
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

/** Issue 11 point 3: X-Forwarded-For only from proxies the operator names. */
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
