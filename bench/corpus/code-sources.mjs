// Where the benchmark corpus's code comes from: the project's node_modules folders, the C and C++
// headers under /usr/include, and Python's standard library and installed packages; or, with
// BENCH_CODE set (lib.mjs), only the code in that folder (fetch-debian-code.mjs fills one with Go,
// Java, Rust, C++, Python, Ruby, PHP and JavaScript from Debian's packages). Each file with its
// official technology name, a version name and a label (its path inside its package).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

/** Files larger than this are generated bundles or data more often than code people write. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

/** Files under `dir` (sorted, symlinks skipped) whose name passes `keep`, with their sizes. */
function listFiles(dir, keep, skipDir = () => false) {
  const found = [];
  const walk = (path) => {
    let entries;
    try {
      entries = readdirSync(path, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const full = join(path, entry.name);
      if (entry.isDirectory() && !skipDir(entry.name, full)) walk(full);
      else if (entry.isFile() && keep(entry.name, full)) {
        const { size } = statSync(full);
        if (size > 0 && size <= MAX_FILE_BYTES) found.push({ path: full, size });
      }
    }
  };
  walk(dir);
  return found;
}

/** A file name's extension ('' without one). */
const extensionOf = (file) => {
  const name = file.slice(file.lastIndexOf('/') + 1);
  return name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '';
};

const packages = new Map();
/** The npm package a file under node_modules belongs to: name, version and the names it depends on. */
function packageOf(file) {
  const at = file.lastIndexOf('/node_modules/') + '/node_modules/'.length;
  const [first, second] = file.slice(at).split('/');
  const name = first.startsWith('@') ? `${first}/${second}` : first;
  const dir = file.slice(0, at) + name;
  if (!packages.has(dir)) {
    let manifest = {};
    try {
      manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    } catch {
      // A package without a readable manifest: its name from the path is enough.
    }
    const uses = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
    packages.set(dir, { name: manifest.name ?? name, version: manifest.version ?? '', uses, dir });
  }
  return packages.get(dir);
}

const NODE_BUILTIN =
  /\brequire\(\s*['"](?:node:)?(?:fs|path|http|https|os|child_process|stream|net|crypto|events|zlib|worker_threads|readline)['"]\s*\)|\bfrom\s+['"]node:/;
const STYLE_AND_SCRIPT = { css: 'CSS', scss: 'Sass', html: 'HTML', sh: 'Bash', ps1: 'PowerShell' };
const LANGUAGE_OF_EXTENSION = { css: 'css', scss: 'css', html: 'html', sh: 'shell', ps1: 'shell' };

/** Technology of a file under node_modules: by its kind of file, then by its package (NestJS, React), then Node.js or plain JS/TS. */
function nodeModulesTechnology(file, text) {
  const extension = extensionOf(file);
  if (STYLE_AND_SCRIPT[extension]) return STYLE_AND_SCRIPT[extension];
  const pkg = packageOf(file);
  if (pkg.name.startsWith('@nestjs/') || pkg.uses.has('@nestjs/common')) return 'NestJS';
  if (extension === 'tsx' || extension === 'jsx' || pkg.name === 'react' || pkg.name === 'react-dom' || pkg.uses.has('react'))
    return 'React';
  if (/^[mc]?ts$/.test(extension)) return 'TypeScript';
  return NODE_BUILTIN.test(text) ? 'Node.js' : 'JavaScript';
}

/** Where Python keeps its standard library and installed packages, and its version; null without python3. */
function pythonPaths() {
  const script =
    'import sysconfig, sys; p = sysconfig.get_paths(); print(p["stdlib"]); print(p["purelib"]); print("%d.%d" % sys.version_info[:2])';
  try {
    const [stdlib, packages, version] = execFileSync('python3', ['-c', script], { encoding: 'utf8' }).trim().split('\n');
    return { stdlib, packages, version };
  } catch {
    return null;
  }
}

/** Versions of the installed Python packages, by top-level name, from their `<name>-<version>.dist-info` folders. */
function pythonPackageVersions(dir) {
  const versions = new Map();
  for (const name of readdirSync(dir)) {
    const match = /^(.+?)-([^-]+)\.dist-info$/.exec(name);
    if (match) versions.set(match[1].toLowerCase().replace(/-/g, '_'), match[2]);
  }
  return versions;
}

/** Chunker language (chunks.mjs) and technology of other code's files, by extension. */
const OTHER_CODE = {
  go: ['go', 'Go'],
  java: ['java', 'Java'],
  kt: ['java', 'Kotlin'],
  scala: ['java', 'Scala'],
  cs: ['java', 'C#'],
  rs: ['rust', 'Rust'],
  rb: ['ruby', 'Ruby'],
  php: ['php', 'PHP'],
  lua: ['lua', 'Lua'],
  py: ['python', 'Python'],
  c: ['c', 'C'],
  h: ['c', null],
  hpp: ['c', 'C++'],
  hh: ['c', 'C++'],
  hxx: ['c', 'C++'],
  ipp: ['c', 'C++'],
  cc: ['c', 'C++'],
  cpp: ['c', 'C++'],
  js: ['js', null],
  mjs: ['js', null],
  cjs: ['js', null],
  ts: ['js', 'TypeScript'],
  mts: ['js', 'TypeScript'],
  tsx: ['js', 'React'],
  jsx: ['js', 'React'],
  css: ['css', 'CSS'],
  scss: ['css', 'Sass'],
  sh: ['shell', 'Bash'],
};
const CPP_SOURCE = /\bnamespace\s+\w+\s*\{|\btemplate\s*<|\bclass\s+\w+\s*[:{]/;
const isCpp = (file, text) => /\/c\+\+\//.test(file) || /\.(?:hpp|hh|hxx|tcc)$/.test(file) || CPP_SOURCE.test(text);

/**
 * Other code (BENCH_CODE): every code file under the folder, its technology by extension (Django's,
 * Flask's and Spring's files by their path, a header by its content, JavaScript that requires Node's
 * modules as Node.js), its version name the folder it is in at the top (`<package>_<version>`).
 */
function otherCodeSource(dir) {
  const keep = (name) => Object.hasOwn(OTHER_CODE, extensionOf(name)) && !/\.min\.(?:js|css)$/.test(name);
  const topFolder = (file) => file.slice(dir.length + 1).split('/')[0];
  return {
    name: `other code in ${dir}`,
    files: listFiles(dir, keep, (name) => name.startsWith('.') || name === 'node_modules'),
    language: (file) => OTHER_CODE[extensionOf(file)][0],
    technology: (file, text) => {
      const [, technology] = OTHER_CODE[extensionOf(file)];
      if (technology === 'Python') return /\/django\//.test(file) ? 'Django' : /\/flask\//.test(file) ? 'Flask' : 'Python';
      if (technology === 'Java') return /\/springframework\//.test(file) ? 'Spring' : 'Java';
      if (technology) return technology;
      if (extensionOf(file) === 'h') return isCpp(file, text) ? 'C++' : 'C';
      return NODE_BUILTIN.test(text) ? 'Node.js' : 'JavaScript';
    },
    versionName: (file) => topFolder(file).replace('_', ' '),
    label: (file) => file.slice(dir.length + 1 + topFolder(file).length + 1),
  };
}

/**
 * The sources of code on this machine, each with its files (paths and sizes) and how to label them;
 * with `otherCode` (a folder), that folder's code alone.
 */
export function sources(otherCode = null) {
  if (otherCode) return [otherCodeSource(otherCode)];
  const found = [];
  const keepWeb = (name) => /\.(?:[mc]?js|[mc]?ts|tsx|jsx|css|scss|html|sh|ps1)$/.test(name) && !/\.min\.(?:js|css)$/.test(name);
  const skipTooling = (name) => name === '.bin' || name === '.cache';
  found.push({
    name: 'node_modules',
    files: ['node_modules', 'backend/node_modules', 'frontend/node_modules'].flatMap((dir) =>
      listFiles(join(root, dir), keepWeb, skipTooling),
    ),
    language: (file) => LANGUAGE_OF_EXTENSION[extensionOf(file)] ?? 'js',
    technology: nodeModulesTechnology,
    versionName: (file) => {
      const pkg = packageOf(file);
      return pkg.version ? `${pkg.name} ${pkg.version}` : pkg.name;
    },
    label: (file) => file.slice(packageOf(file).dir.length + 1),
  });
  found.push({
    name: 'C and C++ headers',
    files: listFiles('/usr/include', (name, full) => /\.(?:h|hpp|hh|hxx|tcc)$/.test(name) || /\/c\+\+\/\d+\//.test(full)),
    language: () => 'c',
    technology: (file, text) => (isCpp(file, text) ? 'C++' : 'C'),
    versionName: (file) => {
      const libstdcxx = /\/c\+\+\/(\d+)\//.exec(file);
      const parts = file.split('/'); // ['', 'usr', 'include', ...]
      return libstdcxx ? `libstdc++ ${libstdcxx[1]}` : parts.length > 4 ? `${parts[3]} headers` : 'C library headers';
    },
    label: (file) => file.slice('/usr/include/'.length),
  });
  const python = pythonPaths();
  if (!python) {
    process.stderr.write('python3 not found: the corpus has no Python\n');
    return found;
  }
  const { stdlib, packages: sitePackages, version } = python;
  const keepPython = (name) => name.endsWith('.py');
  found.push({
    name: "Python's standard library",
    files: listFiles(stdlib, keepPython, (name, full) => full === sitePackages || name === '__pycache__'),
    language: () => 'python',
    technology: () => 'Python',
    versionName: () => `Python ${version}`,
    label: (file) => file.slice(stdlib.length + 1),
  });
  const versions = pythonPackageVersions(sitePackages);
  const topLevel = (file) =>
    file
      .slice(sitePackages.length + 1)
      .split('/')[0]
      .replace(/\.py$/, '');
  found.push({
    name: 'installed Python packages',
    files: listFiles(sitePackages, keepPython, (name) => name === '__pycache__'),
    language: () => 'python',
    technology: (file) => (/^flask/.test(topLevel(file)) ? 'Flask' : 'Python'),
    versionName: (file) => `${topLevel(file)} ${versions.get(topLevel(file).toLowerCase()) ?? ''}`.trim(),
    label: (file) => file.slice(sitePackages.length + 1),
  });
  return found;
}
