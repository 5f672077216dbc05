import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_TARGET = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

const antdUsers = new Map<string, boolean>();
/** Whether a source file imports antd (those of components/ui that do load with antd, out of the kit's chunk). */
function usesAntd(file: string): boolean {
  let uses = antdUsers.get(file);
  if (uses === undefined) {
    uses = /from 'antd'/.test(readFileSync(file.split('?')[0], 'utf8'));
    antdUsers.set(file, uses);
  }
  return uses;
}

/**
 * Long-lived vendor chunks for what every page needs (React and the router; data libraries), and our controls' kit.
 * antd is left to automatic splitting so components used by one lazy route ship with that route.
 */
function vendorChunk(id: string): string | null {
  // Our own controls (components/ui), which the Index and the Profile both show at first: one chunk, not one per mix
  // of the screens that use each.
  if (/\/src\/components\/ui\/[^/]+$/.test(id.replaceAll('\\', '/')) && !usesAntd(id)) return 'kit';
  if (!id.includes('node_modules')) return null;
  if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//.test(id)) {
    return 'vendor-react';
  }
  if (/node_modules\/(i18next|react-i18next|html-parse-stringify|void-elements|swr|zustand|use-sync-external-store|dequal)\//.test(id)) {
    return 'vendor-data';
  }
  return null;
}

/**
 * The modules the Index needs before its first paint: everything the entry (main.tsx, which imports the Index route)
 * imports statically, but for the vendor chunks and the kit. On a phone's slow link over HTTP/1.1 (six connections per host)
 * each file costs round trips: the Index loaded its ~35 small chunks in waves (issue 16, Lighthouse). As one file
 * they come in one request; other pages load them too, as they load the entry (a few kB of the Index's own code).
 */
const FIRST_LOAD_ROOT = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

let firstLoad: Set<string> | null = null;
function firstLoadChunk(id: string, graph: ModuleGraph): string | null {
  if (!firstLoad) {
    const closure = new Set<string>();
    const visit = (module: string) => {
      if (closure.has(module)) return;
      closure.add(module);
      for (const imported of graph.getModuleInfo(module)?.importedIds ?? []) visit(imported);
    };
    visit(FIRST_LOAD_ROOT);
    firstLoad = closure;
  }
  // The generated client's modules (one per OpenAPI tag) are reached through the `@api` barrel from the
  // entry, so the static closure holds them all; left to the bundler, each goes where its calls are used.
  if (id.includes('/openapi/client/')) return null;
  return firstLoad.has(id) ? 'app' : null;
}

/** Files worth compressing (text); smaller than this they are served as they are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : filesUnder(path);
    return [path];
  });
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) next to every text file of the
 * build, public files included, so the server sends them as they are (@fastify/static `preCompressed`)
 * instead of compressing on each request. A compressed copy not smaller than its file is left out.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'snipstack:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      // A failed build writes nothing: let its own error show instead of this one's.
      if (!existsSync(outDir)) return;
      const brotli = promisify(brotliCompress);
      const gz = promisify(gzip);
      const files = filesUnder(outDir).filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_COMPRESS_BYTES);
      await Promise.all(
        files.map(async (file) => {
          const content = readFileSync(file);
          const [br, gzipped] = await Promise.all([
            brotli(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gz(content, { level: 9 }),
          ]);
          if (br.length < content.length) writeFileSync(`${file}.br`, br);
          if (gzipped.length < content.length) writeFileSync(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

/**
 * The Profile's chunks and the Settings' (with antd's theme provider, which it renders in), and each
 * language's texts are dynamic imports, which the browser would only ask for once the entry has run. This writes,
 * first in index.html's head, `<meta name="ss-preload">` with their files (each with the chunks it imports that the
 * entry does not): public/theme-init.js adds `<link rel="modulepreload">` for the page being opened and the
 * interface language, so they download alongside the entry.
 */
const THEME_INIT = '<script src="/theme-init.js"></script>';
/** The preload map's key of the Profile's on-demand parts (read by src/lib/prefetch.ts). */
const PROFILE_PARTS = 'prefetch:profile';

function preloadMap(): Plugin {
  const ANTD_SCOPE = /\/src\/components\/antd\/antd-scope\.tsx$/;
  const PRELOADS: Record<string, RegExp[]> = {
    '/profile': [/\/src\/app\/routes\/profile\.route\.tsx$/],
    '/config': [/\/src\/app\/routes\/config\.route\.tsx$/, ANTD_SCOPE],
    'en-EN': [/\/src\/locales\/en-EN\/index\.ts$/],
    'es-ES': [/\/src\/locales\/es-ES\/index\.ts$/],
    // Not a page: what the Profile's forms and dialogs load when first opened (antd with them), which the Profile
    // prefetches once it is idle (lib/prefetch.ts), stylesheets included.
    [PROFILE_PARTS]: [
      ANTD_SCOPE,
      /\/src\/components\/antd\/confirm-dialog\.tsx$/,
      /\/src\/features\/my-groups\/components\/(snippet-form|version-form|create-group-modal)\.tsx$/,
    ],
  };
  const WITH_CSS = new Set([PROFILE_PARTS]);
  return {
    name: 'snipstack:preload-map',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const inEntry = new Set<string>();
        const closure = (file: string, into: Set<string>, css = false) => {
          if (into.has(file)) return;
          into.add(file);
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk') return;
          if (css) for (const sheet of chunk.viteMetadata?.importedCss ?? []) into.add(sheet);
          for (const imported of chunk.imports) closure(imported, into, css);
        };
        if (entry) closure(entry.fileName, inEntry);
        const map: Record<string, string[]> = {};
        for (const [key, patterns] of Object.entries(PRELOADS)) {
          const files = new Set<string>();
          for (const pattern of patterns) {
            const matching = chunks.filter(
              (candidate) => candidate.facadeModuleId && pattern.test(candidate.facadeModuleId.replaceAll('\\', '/')),
            );
            if (matching.length === 0) throw new Error(`preload-map: no chunk for ${key} (${pattern})`);
            for (const chunk of matching) closure(chunk.fileName, files, WITH_CSS.has(key));
          }
          map[key] = [...files].filter((file) => !inEntry.has(file)).map((file) => `/${file}`);
        }
        // Just before theme-init.js, which reads it (and after the charset, which must come first).
        const meta = `<meta name="ss-preload" content="${JSON.stringify(map).replaceAll('"', '&quot;')}" />`;
        if (!html.includes(THEME_INIT)) throw new Error(`preload-map: index.html has no ${THEME_INIT}`);
        return html.replace(THEME_INIT, `${meta}\n    ${THEME_INIT}`);
      },
    },
  };
}

/**
 * Writes `.vite/modules.json`: for every chunk of the build, the source modules it holds. The budget
 * check (scripts/check-budget.mjs) reads it with the manifest to prove that the editor, the
 * highlighter's grammars and the admin screen stay out of the Index's first load.
 */
function chunkModules(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'snipstack:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') chunks[file] = Object.keys(output.modules).map((id) => relative(root, id).replaceAll('\\', '/'));
      }
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, '.vite', 'modules.json'), `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}

/**
 * antd's built stylesheet (antd/dist/antd.css, imported by components/antd/antd.css) holds every component's rules:
 * ~1 MB that each screen with antd downloads and parses. This drops the rules that only style components the app never
 * renders (nor do the components it uses): a selector that names such a component's class goes, and a rule with none left.
 * The numbered grid classes (.ant-col-12, .ant-col-md-offset-4...) go too: no Form here sets labelCol or wrapperCol.
 */
const UNUSED_ANTD =
  /\.ant-(?:picker|calendar|tree|select-tree|tree-select|steps|notification|message|mentions|cascader|color-picker|image|drawer|tour|slider|splitter|transfer|timeline|carousel|descriptions|float-btn|layout|anchor|breadcrumb|rate|statistic|qrcode|watermark|masonry|otp|menu-dark|col-(?:[a-z]+-)*\d+)(?:[^\w-]|-|$)/;

interface CssRule {
  selectors: string[];
  remove(): void;
}

function dropUnusedAntdRules() {
  return {
    postcssPlugin: 'snipstack:drop-unused-antd',
    Rule(rule: CssRule) {
      const kept = rule.selectors.filter((selector) => !UNUSED_ANTD.test(selector));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadMap(), chunkModules(), precompress()],
  css: { postcss: { plugins: [dropUnusedAntdRules()] } },
  resolve: {
    alias: [
      { find: '@api', replacement: fileURLToPath(new URL('./src/lib/api-client.ts', import.meta.url)) },
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      // antd/locale/* are CommonJS (antd/lib, which brings the date pickers' locales along); use the ES modules.
      { find: /^antd\/locale\/(.*)$/, replacement: 'antd/es/locale/$1' },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/static': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/static': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // .vite/manifest.json: what each entry and route loads (read by scripts/check-budget.mjs).
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // A new build (watch mode, or vitest's) computes the Index's first load again.
      plugins: [{ name: 'snipstack:first-load-reset', buildStart: () => void (firstLoad = null) }],
      treeshake: {
        // antd's helper packages declare no `sideEffects`: without this, importing one export of
        // @rc-component/form (antd's Input does) keeps the whole form library.
        moduleSideEffects: [
          { test: /node_modules[\\/](@rc-component|@ant-design|antd)[\\/].*\.m?js$/, sideEffects: false },
          // The generated client (a module per OpenAPI tag) and its barrel only declare: a chunk keeps the tags it calls.
          { test: /[\\/]openapi[\\/]client[\\/]|[\\/]src[\\/]lib[\\/]api-client\.ts$/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            { name: (id: string) => vendorChunk(id), debugName: 'vendor' },
            { name: (id: string, context: ModuleGraph) => firstLoadChunk(id, context), debugName: 'first load' },
            // antd's icons, one chunk per set of screens that use the same icons (small sets merged): the Index's first
            // load asked for a file per icon (57 requests in all; 37 with this).
            {
              name: 'icons',
              test: /node_modules[\\/]@ant-design[\\/]icons[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 8_000,
            },
          ],
        },
      },
    },
  },
});
