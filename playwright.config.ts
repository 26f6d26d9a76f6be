import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The journeys run against the real shop (production build, embedded defaults) on its own port and
// a throw-away data folder, in Debian's Chromium. It has no GPU here: SwiftShader draws WebGL in
// software (the 3D view's journey, view-in-3d.spec.ts), which Chromium allows only when asked.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `aurum-e2e-${Date.now()}`);
const chromium = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] };

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: { baseURL: `http://127.0.0.1:${port}`, trace: 'off', screenshot: 'only-on-failure', launchOptions: chromium },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, testIgnore: /.*\.mobile\.spec\.ts/ },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, testMatch: /.*\.mobile\.spec\.ts/ },
  ],
  webServer: {
    command: 'npm start',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // A known administrator for the order-desk journeys (the first start creates it). The machine
    // itself is trusted as a proxy, so the journeys' API sign-ups can each name their own address
    // (support.ts) instead of sharing 127.0.0.1's ten sign-ups an hour.
    env: { PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn', ADMIN_EMAIL: 'admin@aurumatelier.com', ADMIN_PASSWORD: 'Atelier-admin-2025', TRUST_PROXY: '127.0.0.1' },
  },
});
