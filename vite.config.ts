import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { screenValidators } from './renderer/build/validatorsPlugin.ts';
import { branding } from './renderer/build/brandingPlugin.ts';

const schemasDir = fileURLToPath(new URL('./schemas', import.meta.url));

export default defineConfig({
  plugins: [react(), screenValidators(schemasDir), branding(fileURLToPath(new URL('.', import.meta.url)))],
  server: { host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: false },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/config/**/*.test.ts', 'tests/fixtures/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/load/**/*.test.ts', 'tests/changeability/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
  },
});
