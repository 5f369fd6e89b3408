// A simulator for a config copy: reads the copy's campaigns and constants and records every call's
// request, so a test can prove that a field added by config really goes out to the bank.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSimulator } from '../../simulator/server.js';

export interface RecordingSimulator {
  url: string;
  /** Request bodies (ApiData parsed) of one call, in order. */
  requests(api: string): Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/** `root`: the copy's folder (ConfigCopy.dir). */
export async function recordingSimulator(root: string): Promise<RecordingSimulator> {
  const dataDir = mkdtempSync(join(tmpdir(), 'change-sim-'));
  const sim = await createSimulator({ dataDir, campaignsDir: join(root, 'campaigns'), constantsFile: join(root, 'flows', 'constants.json'), devEndpoints: true });
  const seen: Array<{ api: string; data: Record<string, unknown> }> = [];
  const server = createServer((req, res) => {
    if (req.url === '/api/Common') {
      // A second listener sees the same chunks the simulator reads.
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        try {
          const { ApiName, ApiData } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          seen.push({ api: ApiName, data: JSON.parse(ApiData ?? '{}') });
        } catch { /* the simulator answers a malformed body itself */ }
      });
    }
    sim.handle(req, res, () => { res.statusCode = 404; res.end(); });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: (api) => seen.filter((s) => s.api === api).map((s) => s.data),
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await sim.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
