// Development: the bank's data files (campaigns, customers, sales, banks, forward tokens) are
// reloaded when they change, so a product owner's edit shows without restarting `npm start`. A
// broken edit keeps the last good data and prints every fault as file#/pointer: message.
import { type FSWatcher, watch } from 'node:fs';
import path from 'node:path';

export interface DataWatch {
  close(): void;
}

/** Calls `reload` (debounced) after any .json file in `dirs` changes; `reload` throws to reject the edit. */
export function watchDataFiles(dirs: string[], reload: () => Promise<void>, log: (msg: string) => void = console.log): DataWatch {
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const changed = (file: string | null) => {
    if (file !== null && !file.endsWith('.json')) return;
    clearTimeout(timer);
    // Editors write a file in several steps: wait for the last one.
    timer = setTimeout(() => {
      running = running.then(async () => {
        try {
          await reload();
          log('[simulator] data files reloaded');
        } catch (err) {
          log(`[simulator] data files not reloaded, the last good data stays:\n${err instanceof Error ? err.message : String(err)}`);
        }
      });
    }, 150);
  };
  const watchers: FSWatcher[] = [...new Set(dirs.map((d) => path.resolve(d)))].map((d) => watch(d, (_event, file) => changed(file)));
  return {
    close() {
      clearTimeout(timer);
      for (const w of watchers) w.close();
    },
  };
}
