import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The chunks `fileName` needs before it runs: itself and its static imports, each once; index.html has the entry. */
function staticGraph(bundle: OutputBundle, fileName: string, seen = new Set<string>()): OutputChunk[] {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || chunk.isEntry || seen.has(fileName)) return [];
  seen.add(fileName);
  return [chunk, ...chunk.imports.flatMap((imported) => staticGraph(bundle, imported, seen))];
}

/**
 * For an entry that imports the app only after the first paint (`src/boot.ts`): index.html still fetches the app's
 * chunks at once (`modulepreload`) and its CSS before drawing, as when the app was the entry itself.
 */
export function preloadApp(appSource: string): Plugin {
  return {
    name: 'ffe-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        // The app's chunk may hold modules it shares with the pages, so it is found by its module, not its facade.
        const app = Object.values(bundle).find(
          (item): item is OutputChunk =>
            item.type === 'chunk' && item.isDynamicEntry && item.moduleIds.some((id) => id.endsWith(appSource)),
        );
        if (!app) throw new Error(`preload-app: no chunk holds ${appSource}`);
        const chunks = staticGraph(bundle, app.fileName);
        const css = [...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))];
        return [
          ...chunks.map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head' as const,
          })),
          ...css.map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
