import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'aurum-config-'));

describe('loadConfig', () => {
  it('runs with nothing set: development, port 3000, PGlite in ./data, the default shop name', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      env: 'development', port: 3000, shopName: 'Aurum Atelier', databaseUrl: undefined, dataDir: dir,
      devTools: true, paymentsTestMode: true, emailConfirmation: true, publicUrl: 'http://localhost:3000',
    });
  });

  it('generates a signing secret once and keeps it in DATA_DIR', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
  });

  it('names each bad variable and what is wrong with it', () => {
    try {
      loadConfig({ DATA_DIR: tmp(), PORT: 'eighty', DATABASE_URL: 'not a url', SUPPORT_EMAIL: 'nobody', NODE_ENV: 'staging' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = (err as ConfigError).message;
      for (const name of ['PORT', 'DATABASE_URL', 'SUPPORT_EMAIL', 'NODE_ENV']) expect(text).toContain(`${name}:`);
    }
  });

  it('refuses to start in production without a signing secret, and turns off the tools for trying the shop', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(/AUTH_SECRET: required in production/);
    const dir = tmp();
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, AUTH_SECRET: 'p'.repeat(40) });
    expect(config.devTools).toBe(false);
    expect(config.paymentsTestMode).toBe(false);
    expect(existsSync(path.join(dir, 'auth-secret'))).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, AUTH_SECRET: 'p'.repeat(40), PAYMENTS_TEST_MODE: 'true' }).paymentsTestMode).toBe(true);
  });

  it('reads S3 storage settings: path-style by default only with a custom endpoint', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tmp(), S3_BUCKET: 'shop' }).s3).toEqual({ bucket: 'shop', endpoint: undefined, region: undefined, forcePathStyle: false });
    expect(loadConfig({ DATA_DIR: tmp(), S3_BUCKET: 'shop', S3_ENDPOINT: 'http://127.0.0.1:4568', S3_REGION: 'eu-west-1' }).s3)
      .toEqual({ bucket: 'shop', endpoint: 'http://127.0.0.1:4568', region: 'eu-west-1', forcePathStyle: true });
    expect(loadConfig({ DATA_DIR: tmp(), S3_BUCKET: 'shop', S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
    expect(() => loadConfig({ DATA_DIR: tmp(), S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('reads the price rates: gold per gram and each form\'s labour, the defaults for what is not set (docs/pricing.md)', () => {
    const plain = loadConfig({ DATA_DIR: tmp() }).pricing;
    expect(plain.goldPerGramCents).toBe(7500);
    expect(plain.labourCents).toMatchObject({ charm: 12000, pendant: 24000, name: 32000 });
    const set = loadConfig({ DATA_DIR: tmp(), PRICE_GOLD_PER_GRAM: '82.5', PRICE_LABOUR_BY_FORM: 'charm=130, name=350' }).pricing;
    expect(set.goldPerGramCents).toBe(8250);
    expect(set.labourCents).toMatchObject({ charm: 13000, pendant: 24000, name: 35000 });
    expect(() => loadConfig({ DATA_DIR: tmp(), PRICE_LABOUR_BY_FORM: 'ring=100' })).toThrow(/PRICE_LABOUR_BY_FORM/);
    expect(() => loadConfig({ DATA_DIR: tmp(), PRICE_GOLD_PER_GRAM: '-1' })).toThrow(/PRICE_GOLD_PER_GRAM/);
  });

  it('listens on loopback only outside production unless HOST says otherwise; on every interface in production', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: tmp(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp(), AUTH_SECRET: 'p'.repeat(40) }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: tmp(), AUTH_SECRET: 'p'.repeat(40), HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATA_DIR: tmp(), PORT: '', SHOP_NAME: '' })).toMatchObject({ port: 3000, shopName: 'Aurum Atelier' });
  });

  it('derives the mail sender from the shop name and support domain', () => {
    expect(loadConfig({ DATA_DIR: tmp(), SHOP_NAME: 'Maison', SUPPORT_EMAIL: 'care@maison.example' }).mailFrom).toBe('"Maison" <no-reply@maison.example>');
  });
});
