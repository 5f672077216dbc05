import { sql } from 'drizzle-orm';
import type { Database } from './database.service';
import { resultRows } from './result-rows';

/**
 * A small set of public groups from two demo members, so that a first run has something to see
 * (`npm start -- --demo`, DEMO_DATA=1). Loaded once: nothing is written when the demo members exist.
 * Their search rows are built at start by SearchIndexService's catch-up, like any group without one.
 */
interface DemoGroup {
  owner: 0 | 1;
  technology: string;
  versions: { no: string; name: string; snippets: { description: string; code: string }[] }[];
}

const DEMO_MEMBERS = [
  { firebaseUid: 'snipstack-demo-ada', email: 'ada@demo.snipstack.invalid', username: 'ada.demo' },
  { firebaseUid: 'snipstack-demo-grace', email: 'grace@demo.snipstack.invalid', username: 'grace.demo' },
] as const;

const DEMO_GROUPS: DemoGroup[] = [
  {
    owner: 0,
    technology: 'TypeScript',
    versions: [
      {
        no: '1.0.0',
        name: 'Async helpers',
        snippets: [
          {
            description: 'Debounce: run a function once the calls stop for a while',
            code: `export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), wait);
  };
}`,
          },
          {
            description: 'Retry a promise with exponential backoff',
            code: `export async function retry<T>(work: () => Promise<T>, attempts = 5, baseMs = 100): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, baseMs * 2 ** (attempt - 1)));
    }
  }
}`,
          },
        ],
      },
    ],
  },
  {
    owner: 0,
    technology: 'React',
    versions: [
      {
        no: '1.0.0',
        name: 'Hooks',
        snippets: [
          {
            description: 'useLocalStorage: state that survives a reload',
            code: `import { useEffect, useState } from 'react';

export function useLocalStorage<T>(key: string, initial: T) {
  const [value, setValue] = useState<T>(() => {
    const stored = localStorage.getItem(key);
    return stored === null ? initial : (JSON.parse(stored) as T);
  });
  useEffect(() => localStorage.setItem(key, JSON.stringify(value)), [key, value]);
  return [value, setValue] as const;
}`,
          },
        ],
      },
      {
        no: '2.0.0',
        name: 'Hooks with cleanup',
        snippets: [
          {
            description: 'useInterval that always calls the latest callback',
            code: `import { useEffect, useRef } from 'react';

export function useInterval(callback: () => void, delayMs: number | null) {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  }, [callback]);
  useEffect(() => {
    if (delayMs === null) return;
    const id = setInterval(() => saved.current(), delayMs);
    return () => clearInterval(id);
  }, [delayMs]);
}`,
          },
        ],
      },
    ],
  },
  {
    owner: 1,
    technology: 'Python',
    versions: [
      {
        no: '1.0.0',
        name: 'Files and paths',
        snippets: [
          {
            description: 'Read a JSON file, or a default when it is missing',
            code: `import json
from pathlib import Path


def read_json(path: str | Path, default=None):
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return default`,
          },
          {
            description: 'Walk a tree and list files by extension',
            code: `from pathlib import Path


def files_with(root: str, *extensions: str) -> list[Path]:
    wanted = {e.lower() for e in extensions}
    return sorted(p for p in Path(root).rglob("*") if p.is_file() and p.suffix.lower() in wanted)`,
          },
        ],
      },
    ],
  },
  {
    owner: 1,
    technology: 'Python',
    versions: [
      {
        no: '1.0.0',
        name: 'Decorators',
        snippets: [
          {
            description: 'Time a function with a decorator',
            code: `import functools
import time


def timed(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        started = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            print(f"{fn.__name__} took {time.perf_counter() - started:.3f}s")

    return wrapper`,
          },
        ],
      },
    ],
  },
  {
    owner: 0,
    technology: 'Node.js',
    versions: [
      {
        no: '1.0.0',
        name: 'Streams',
        snippets: [
          {
            description: 'Count the lines of a large file without loading it',
            code: `import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

export async function countLines(path) {
  let lines = 0;
  for await (const _ of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) lines++;
  return lines;
}`,
          },
          {
            description: 'Graceful shutdown of an HTTP server on SIGTERM',
            code: `import { createServer } from 'node:http';

const server = createServer((req, res) => res.end('ok')).listen(3000);
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(1), 10_000).unref();
});`,
          },
        ],
      },
    ],
  },
  {
    owner: 1,
    technology: 'Bash',
    versions: [
      {
        no: '1.0.0',
        name: 'Script header',
        snippets: [
          {
            description: 'Strict mode and a cleanup trap for every script',
            code: `#!/usr/bin/env bash
set -euo pipefail
workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT
cd "$(dirname "$0")"`,
          },
        ],
      },
    ],
  },
  {
    owner: 1,
    technology: 'Docker',
    versions: [
      {
        no: '1.0.0',
        name: 'Node image',
        snippets: [
          {
            description: 'Multi-stage Dockerfile for a Node.js app, run as a non-root user',
            code: `FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package*.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package*.json ./
RUN npm ci --omit=dev
COPY --from=build /app/dist ./dist
USER node
CMD ["node", "dist/main.js"]`,
          },
        ],
      },
    ],
  },
  {
    owner: 0,
    technology: 'CSS',
    versions: [
      {
        no: '1.0.0',
        name: 'Layout',
        snippets: [
          {
            description: 'Center anything with grid',
            code: `.center {
  display: grid;
  place-items: center;
  min-height: 100dvh;
}`,
          },
          {
            description: 'Responsive card grid without media queries',
            code: `.cards {
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(16rem, 100%), 1fr));
}`,
          },
        ],
      },
    ],
  },
  {
    owner: 1,
    technology: 'Go',
    versions: [
      {
        no: '1.0.0',
        name: 'HTTP',
        snippets: [
          {
            description: 'HTTP client with a timeout and context',
            code: `package fetch

import (
	"context"
	"io"
	"net/http"
	"time"
)

var client = &http.Client{Timeout: 10 * time.Second}

func Get(ctx context.Context, url string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	res, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	return io.ReadAll(res.Body)
}`,
          },
        ],
      },
    ],
  },
  {
    owner: 0,
    technology: 'PostgreSQL',
    versions: [
      {
        no: '1.0.0',
        name: 'PostgreSQL',
        snippets: [
          {
            description: 'Keyset pagination instead of OFFSET',
            code: `SELECT id, created_at, title
FROM posts
WHERE (created_at, id) < ($1, $2)
ORDER BY created_at DESC, id DESC
LIMIT 20;`,
          },
          {
            description: 'Upsert a counter',
            code: `INSERT INTO page_views (path, views) VALUES ($1, 1)
ON CONFLICT (path) DO UPDATE SET views = page_views.views + 1
RETURNING views;`,
          },
        ],
      },
    ],
  },
  {
    owner: 1,
    technology: 'Rust',
    versions: [
      {
        no: '1.0.0',
        name: 'Errors',
        snippets: [
          {
            description: 'Read a config file with the ? operator and a custom error',
            code: `use std::{fs, io};

#[derive(Debug)]
enum ConfigError {
    Io(io::Error),
    Empty,
}

impl From<io::Error> for ConfigError {
    fn from(e: io::Error) -> Self {
        ConfigError::Io(e)
    }
}

fn read_config(path: &str) -> Result<String, ConfigError> {
    let text = fs::read_to_string(path)?;
    if text.trim().is_empty() {
        return Err(ConfigError::Empty);
    }
    Ok(text)
}`,
          },
        ],
      },
    ],
  },
  {
    owner: 0,
    technology: 'JavaScript',
    versions: [
      {
        no: '1.0.0',
        name: 'Arrays',
        snippets: [
          {
            description: 'Group an array by a key',
            code: `const byCategory = Object.groupBy(products, (product) => product.category);`,
          },
          {
            description: 'Split an array into chunks',
            code: `export const chunk = (items, size) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));`,
          },
        ],
      },
    ],
  },
];

/** Loads the demo members and their groups unless they are there; answers how many groups it wrote. */
export async function loadDemoData(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx.execute(sql`
      INSERT INTO users (firebase_uid, email, username)
      VALUES ${sql.join(
        DEMO_MEMBERS.map((m) => sql`(${m.firebaseUid}, ${m.email}, ${m.username})`),
        sql`, `,
      )}
      ON CONFLICT DO NOTHING RETURNING id, firebase_uid`);
    const rows = resultRows<{ id: string; firebase_uid: string }>(inserted);
    // Both members new: the first load. Otherwise the demo is there already (or a name is taken): nothing more.
    if (rows.length !== DEMO_MEMBERS.length) return 0;
    const ownerIds = DEMO_MEMBERS.map((m) => rows.find((r) => r.firebase_uid === m.firebaseUid)!.id);
    let written = 0;
    for (const [index, group] of DEMO_GROUPS.entries()) {
      const created = await tx.execute(sql`
        INSERT INTO snippet_groups (owner_id, technology_id, is_public, upvote_count, created_at, updated_at)
        SELECT ${ownerIds[group.owner]}::uuid, t.id, true, 0, now() - ${`${index} hours`}::interval, now() - ${`${index} hours`}::interval
        FROM technologies t WHERE t.owner_id IS NULL AND t.name = ${group.technology}
        RETURNING id`);
      const [row] = resultRows<{ id: string }>(created);
      if (!row) continue; // a technology this site does not have
      for (const [position, version] of group.versions.entries()) {
        const versionRows = await tx.execute(sql`
          INSERT INTO versions (group_id, no, name, position) VALUES (${row.id}, ${version.no}, ${version.name}, ${position}) RETURNING id`);
        const [versionRow] = resultRows<{ id: string }>(versionRows);
        for (const [snippetPosition, snippet] of version.snippets.entries()) {
          await tx.execute(sql`
            INSERT INTO snippets (version_id, description, code, position)
            VALUES (${versionRow.id}, ${snippet.description}, ${snippet.code}, ${snippetPosition})`);
        }
      }
      written++;
    }
    return written;
  });
}
