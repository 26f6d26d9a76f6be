import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startupFacts } from './startup-facts';

const config = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: '/tmp/aurum-facts', AUTH_SECRET: 'x'.repeat(32), ...env });

describe('startup facts', () => {
  it('name the address, the dev mailbox and the new administrator in one block', () => {
    const facts = startupFacts(config({ PORT: '3000' }), 'PGlite in ./data', { email: 'admin@aurumatelier.com', password: 'pw-123' });
    expect(facts).toContain('Aurum Atelier is open at http://localhost:3000 (development, PGlite in ./data)');
    expect(facts).toContain('http://localhost:3000/dev/mailbox');
    expect(facts).toMatch(/email: +admin@aurumatelier\.com/);
    expect(facts).toMatch(/password: +pw-123/);
  });

  it('leave out the mailbox where there is none, and the administrator after the first start', () => {
    const facts = startupFacts(config({ SMTP_URL: 'smtp://127.0.0.1:2525' }), 'PostgreSQL', null);
    expect(facts).not.toContain('/dev/mailbox');
    expect(facts).not.toContain('password');
  });
});
