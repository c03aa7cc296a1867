import { build, type Plugin } from 'vite';

/**
 * The candidates' shared chunks as their widgets alone would make them. The bundler counts every
 * entry that holds a module, the recruiter space's too: its entry moved into the runtime what three
 * candidate widgets and the recruiter space share, and cut other shared chunks along its own lines,
 * so every candidate page paid for a widget it never loads. A first, unwritten build without the
 * recruiter space's code records which shared chunk each module lands in; the real build puts each
 * of those modules back in the same chunk, and the recruiter space's own modules split as they may.
 */
const FIRST_PASS = 'BAOBAB_CDN_CANDIDATES_ONLY';

export const isFirstPass = () => process.env[FIRST_PASS] === '1';

/**
 * `plugin` runs the first pass (or, in it, empties the mount matched by `apartMount` and records
 * the chunks); `chunkOf(id)` names a module's shared chunk, for a chunk group's `name`.
 */
export function candidateChunks(configFile: string, apartMount: RegExp) {
  const chunks = new Map<string, string>();
  const plugin: Plugin = isFirstPass()
    ? {
        name: 'baobab-candidates-only',
        enforce: 'pre',
        // The recruiter space's element stays in the registry; the code it loads goes.
        load: (id) => (apartMount.test(id) ? 'export {};' : undefined),
        generateBundle(_options, bundle) {
          const record = firstPass();
          for (const chunk of Object.values(bundle)) {
            if (chunk.type !== 'chunk' || chunk.isEntry || chunk.isDynamicEntry) continue;
            for (const id of chunk.moduleIds) record.set(id, chunk.name);
          }
        },
      }
    : {
        name: 'baobab-candidate-chunks',
        async buildStart() {
          process.env[FIRST_PASS] = '1';
          try {
            firstPass().clear();
            await build({ configFile, logLevel: 'silent', build: { write: false } });
          } finally {
            delete process.env[FIRST_PASS];
          }
          chunks.clear();
          for (const [id, name] of firstPass()) chunks.set(id, name);
          if (chunks.size === 0) this.error('the first pass made no shared chunk');
        },
      };
  return { plugin, chunkOf: (id: string) => chunks.get(id) ?? null };
}

/**
 * The first pass's answer, on the global object: each build loads the config (and this file, bundled
 * with it) anew, so a module-level variable would not be shared by the two passes.
 */
function firstPass(): Map<string, string> {
  const holder = globalThis as { baobabCandidateChunks?: Map<string, string> };
  holder.baobabCandidateChunks ??= new Map();
  return holder.baobabCandidateChunks;
}
