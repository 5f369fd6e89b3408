// Marks each JavaScript file of the build for eager compilation (V8's explicit compile hints,
// Chrome 136 on: the magic comment on a file's first line). Without it V8 compiles a function on
// the main thread the first time it is called: about 380 ms of /Form1's first render at 4x CPU,
// and a third of a screen's first validation. With it V8 compiles the whole file as it streams
// in, off the main thread. The build is split so that a file loads when its screen needs it
// (chunkGroups.ts, the screens' own chunks), so most of what a file holds runs soon after it
// arrives; the cost is the bytecode of what does not (about 0.4 MB of heap on /Form1). Other
// browsers read a comment.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The code with the hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // Last: after minification (which drops comments) and after Vite puts its preload map
      // (__vite__mapDeps) at the top of a file; before the files are written and compressed
      // (precompressPlugin.ts).
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = withCompileHint(file.code);
        }
      },
    },
  };
}
