// The first-load budget of the web app (issue 16), over the production build (frontend/dist, built when stale):
// - the JavaScript the Index loads on a first visit (the entry and its static imports, the Index route's chunk and
//   its static imports, the highlighter's core that the Index's code views fetch at once, and the classic scripts of
//   index.html), measured as browsers receive it: the brotli copies written at build time (gzip shown too);
// - none of it holds the code editor, the highlighter's grammars, the admin screen or antd (they load where used);
// - every text file of the build has its brotli and gzip copies (the server sends those as they are);
// - no icon the app ships (backend/assets/tech-icons, the build's own SVGs) is over 10 kB.
// `node scripts/check-budget.mjs [--dist <dir>] [--no-build]`; exits 1 when a limit is passed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildIfStale, root } from './lib.mjs';

/**
 * Issue 16 asks for at most 200 kB. The budget holds the first load where it is, so it can only shrink: lower
 * JS_BUDGET_BYTES whenever it does.
 *
 * Raised once, from 340 to 352 kB (2026-11-24): the Index's cards gained titles and descriptions with links to
 * the group, technology and member pages, the Following switch, Fork, Embed/raw, fill-in variables, the version
 * diff button and the suspension banner (issues 13-15), 350.8 kB in all after the diff dialog and the group
 * summary were made lighter. A regression against issue 16, said in that session's note.
 *
 * Lowered to 308 kB (2026-11-24, 350.8 -> 307.2 kB): only the interface language's texts load at start (each
 * language is its own chunk, counted here for English), the Index's sort and version selects and its pager are ours
 * (no antd Select or Pagination), the report dialog loads when first opened, and antd's Result (the route error,
 * "Not allowed") is out of the first load.
 * Lowered to 296 kB (294.9 kB): the technology filter and the empty states are our SurfaceCard, not antd's Card
 * (which brings its Tabs along).
 * Lowered to 282 kB (280.9 kB): the Index's search box is a plain input in antd Input's look (antd's Input brings
 * its TextArea, Password, Search and OTP along).
 * Lowered to 184 kB (2026-11-25, 281.0 -> 183.3 kB): no antd in the Index's first load. The shell (side, top
 * and phone menus, header, language and account menus, footer) and the listing's controls (buttons, tooltips,
 * popovers, menus, segmented switches, alerts, skeletons, tags, avatars) are plain React in antd's look
 * (components/ui/kit.css, with antd's tokens as CSS variables per theme); antd and its theme provider load with
 * the first screen or dialog that uses them (components/antd/lazy-with-antd.tsx). What is left: React and
 * react-dom 58 kB, the router 23, i18next and SWR, English texts 10, the highlighter's core 7, our code.
 * Lowered to 180 kB (2026-11-25, 180.6 -> 178.1 kB): the Index's first load is one `app` chunk with the Index route
 * (10 files instead of 37; vite.config.ts, firstLoadChunk).
 * Raised to 183 kB (2026-11-29, 180.0 -> 182.1 kB): the Index gained the built-in sign-in provider's session code
 * (issue 37), tags on cards and the Starred view (issue 41), and their English texts; the generated client became a
 * module per OpenAPI tag, so the first load carries only the tags it calls (-1.0 kB). A regression against the
 * budget, said in that session's note; issue 16's 200 kB target holds.
 * Raised to 186 kB (2026-11-29, 182.1 -> 185.3 kB): the routes and header of organisations, tags, notifications and
 * passkeys (issues 37, 40, 41), with the English texts the Index's header and cards use. Their screens, the bell (for
 * signed-in members only), the comments' texts and react-i18next's Trans stay out of the first load. A regression
 * against the budget, said in that session's note; issue 16's 200 kB target holds.
 * Raised to 187 kB (2026-11-30, 186.0 -> 186.3 kB): the cards' icon buttons and dialogs opened on demand became shared
 * components (components/ui/icon-button.tsx, lazy-dialog.tsx) instead of copies in each feature; two more modules on
 * the first load. A regression against the budget, said in that session's note; issue 16's 200 kB target holds.
 */
export const JS_TARGET_BYTES = 200_000;
export const JS_BUDGET_BYTES = 187_000;
export const ICON_LIMIT_BYTES = 10_000;
/** antd's stylesheet, which every screen with antd loads (brotli): unused components' rules are dropped at build. */
export const ANTD_CSS_BUDGET_BYTES = 50_000;
const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const ICON_DIRS = [join(root, 'backend/assets/tech-icons')];

/**
 * Modules that the Index fetches at once although they are dynamic imports: the interface language's texts (English,
 * the default; main.tsx waits for them) and the highlighter's core. (The Index route itself is a static import of the
 * router since 2026-11-25, in the entry's first load.)
 */
const FIRST_LOAD_DYNAMIC = [/^src\/locales\/en-EN\/index\.ts$/, /highlight\.js\/(lib|es)\/core\.js$/];

/** What must stay out of the first load. */
const LAZY_ONLY = [
  { what: 'the code editor (CodeMirror)', test: /node_modules\/(@codemirror|codemirror|@lezer|crelt|style-mod|w3c-keyname)\// },
  { what: "the highlighter's grammars", test: /highlight\.js\/(lib|es)\/languages\// },
  { what: 'the admin screen', test: /^src\/(features\/moderation\/|app\/routes\/admin\.route)/ },
  // Its icons (@ant-design/icons) are small and stay; its components and their CSS-in-JS come with the screens that use them.
  { what: 'antd', test: /node_modules\/(antd|@ant-design\/cssinjs|@ant-design\/cssinjs-utils)\// },
];

async function main() {
  const args = process.argv.slice(2);
  const distArg = args.indexOf('--dist');
  const dist = distArg >= 0 ? resolve(args[distArg + 1]) : join(root, 'frontend/dist');
  const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  const failures = [];

  if (distArg < 0 && !args.includes('--no-build') && (await buildIfStale('frontend')) !== 0) {
    console.error('Building the web app failed');
    process.exit(1);
  }
  const manifestFile = join(dist, '.vite/manifest.json');
  const modulesFile = join(dist, '.vite/modules.json');
  if (!existsSync(manifestFile) || !existsSync(modulesFile)) {
    console.error(`No build manifest at ${relative(root, manifestFile)} (or modules.json): build the web app (npm run build).`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const modules = JSON.parse(readFileSync(modulesFile, 'utf8'));

  // The first load: entry closure + the Index route's closure + the highlighter core's closure.
  const firstLoad = new Set();
  const addClosure = (key) => {
    const chunk = manifest[key];
    if (!chunk || firstLoad.has(chunk.file)) return;
    firstLoad.add(chunk.file);
    for (const imported of chunk.imports ?? []) addClosure(imported);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key === 'index.html');
  if (!entryKey) failures.push('the manifest has no index.html entry');
  else addClosure(entryKey);
  for (const pattern of FIRST_LOAD_DYNAMIC) {
    const key = Object.keys(manifest).find((k) => pattern.test(k.replace(/^(\.\.\/)+/, '')));
    if (key) addClosure(key);
    else failures.push(`no chunk for ${pattern} in the manifest (was it renamed? update FIRST_LOAD_DYNAMIC)`);
  }
  // Classic scripts of index.html (public files such as theme-init.js are not in the manifest).
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const [, src] of html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)) firstLoad.add(src);

  function compressedSize(file, extension) {
    const path = join(dist, `${file}.${extension}`);
    if (existsSync(path)) return statSync(path).size;
    const content = readFileSync(join(dist, file));
    if (content.length >= MIN_COMPRESS_BYTES) failures.push(`${file} has no precompressed .${extension} copy`);
    return extension === 'gz'
      ? gzipSync(content, { level: 9 }).length
      : brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }

  const rows = [...firstLoad]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, raw: statSync(join(dist, file)).size, gz: compressedSize(file, 'gz'), br: compressedSize(file, 'br') }))
    .sort((a, b) => b.br - a.br);
  const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gz: sum.gz + row.gz, br: sum.br + row.br }), { raw: 0, gz: 0, br: 0 });

  console.log(`Index first-load JavaScript (${rows.length} files):`);
  console.log(`${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}  file`);
  for (const row of rows) console.log(`${kB(row.raw).padStart(10)} ${kB(row.gz).padStart(10)} ${kB(row.br).padStart(10)}  ${row.file}`);
  console.log(`${kB(total.raw).padStart(10)} ${kB(total.gz).padStart(10)} ${kB(total.br).padStart(10)}  total`);
  console.log(
    `Budget: ${kB(JS_BUDGET_BYTES)} brotli; issue 16's target ${kB(JS_TARGET_BYTES)} is ${total.br > JS_TARGET_BYTES ? 'NOT met' : 'met'}.`,
  );
  if (total.br > JS_BUDGET_BYTES) {
    failures.push(`the Index's first-load JavaScript is ${kB(total.br)} brotli, over the ${kB(JS_BUDGET_BYTES)} budget`);
  }

  for (const file of firstLoad) {
    for (const id of modules[file] ?? []) {
      const rule = LAZY_ONLY.find((r) => r.test.test(id.replace(/^(\.\.\/)+/, '')));
      if (rule) failures.push(`${rule.what} is in the first load: ${id} (in ${file})`);
    }
  }

  // Every text file of the build has its compressed copies.
  function filesUnder(dir) {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? (entry.name === '.vite' ? [] : filesUnder(join(dir, entry.name))) : [join(dir, entry.name)],
    );
  }
  const built = filesUnder(dist);
  for (const file of built) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_COMPRESS_BYTES) continue;
    for (const extension of ['br', 'gz']) {
      if (!existsSync(`${file}.${extension}`)) failures.push(`${relative(dist, file)} has no precompressed .${extension} copy`);
    }
  }

  // antd's stylesheet: the build drops the rules of the components the app never renders (vite.config.ts).
  const antdCss = Object.values(manifest)
    .filter((chunk) => /components\/antd\/antd-scope\.tsx$/.test(chunk.src ?? ''))
    .flatMap((chunk) => chunk.css ?? []);
  if (antdCss.length === 0) failures.push("no stylesheet for antd's theme provider (components/antd/antd-scope.tsx) in the manifest");
  for (const file of antdCss) {
    const size = compressedSize(file, 'br');
    const content = readFileSync(join(dist, file), 'utf8');
    console.log(`antd's stylesheet: ${file} at ${kB(size)} brotli (budget ${kB(ANTD_CSS_BUDGET_BYTES)})`);
    if (size > ANTD_CSS_BUDGET_BYTES) failures.push(`antd's stylesheet ${file} is ${kB(size)} brotli, over ${kB(ANTD_CSS_BUDGET_BYTES)}`);
    if (/\.ant-picker\b/.test(content))
      failures.push(`antd's stylesheet ${file} still styles the date picker, which the app never renders`);
  }

  // Icons.
  const icons = [...ICON_DIRS.flatMap((dir) => (existsSync(dir) ? filesUnder(dir) : [])), ...built].filter((file) => file.endsWith('.svg'));
  let largest = { file: '', size: 0 };
  for (const icon of icons) {
    const size = statSync(icon).size;
    if (size > largest.size) largest = { file: icon, size };
    if (size > ICON_LIMIT_BYTES) failures.push(`icon ${relative(root, icon)} is ${kB(size)}, over ${kB(ICON_LIMIT_BYTES)}`);
  }
  console.log(`Icons: ${icons.length}, the largest ${relative(root, largest.file)} at ${kB(largest.size)} (limit ${kB(ICON_LIMIT_BYTES)})`);

  if (failures.length) {
    console.error(`\nBudget exceeded:\n${[...new Set(failures)].map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Within the budget.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
