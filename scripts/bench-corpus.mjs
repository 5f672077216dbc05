// Realistic snippets for the benchmark's generated groups (descriptions and code in many languages).
export const CORPUS = [
  [
    'Debounce a function',
    'export function debounce(fn, wait = 300) {\n  let timer;\n  return (...args) => {\n    clearTimeout(timer);\n    timer = setTimeout(() => fn(...args), wait);\n  };\n}',
  ],
  [
    'Fetch JSON with a timeout',
    'async function getJson(url, ms = 5000) {\n  const response = await fetch(url, { signal: AbortSignal.timeout(ms) });\n  if (!response.ok) throw new Error(`HTTP ${response.status}`);\n  return response.json();\n}',
  ],
  [
    'React effect that fetches on mount',
    "import { useEffect, useState } from 'react';\n\nexport function useUser(id) {\n  const [user, setUser] = useState(null);\n  useEffect(() => {\n    fetch(`/api/users/${id}`).then((r) => r.json()).then(setUser);\n  }, [id]);\n  return user;\n}",
  ],
  [
    'Custom hook for local storage',
    "function useLocalStorage(key, initial) {\n  const [value, setValue] = useState(() => JSON.parse(localStorage.getItem(key) ?? 'null') ?? initial);\n  useEffect(() => localStorage.setItem(key, JSON.stringify(value)), [key, value]);\n  return [value, setValue];\n}",
  ],
  [
    'Typed result helper',
    'type Result<T, E = Error> = { ok: true; value: T } | { ok: false; error: E };\n\nexport const ok = <T>(value: T): Result<T> => ({ ok: true, value });\nexport const err = <E>(error: E): Result<never, E> => ({ ok: false, error });',
  ],
  [
    'Group an array by key',
    'export function groupBy<T, K extends PropertyKey>(items: T[], key: (item: T) => K): Record<K, T[]> {\n  return items.reduce((acc, item) => {\n    (acc[key(item)] ??= []).push(item);\n    return acc;\n  }, {} as Record<K, T[]>);\n}',
  ],
  [
    'Read a CSV file',
    "import csv\n\ndef read_rows(path):\n    with open(path, newline='') as handle:\n        return list(csv.DictReader(handle))",
  ],
  ['List comprehension with a filter', 'squares = [x ** 2 for x in range(100) if x % 3 == 0]\nprint(sum(squares))'],
  [
    'Dataclass with defaults',
    'from dataclasses import dataclass, field\n\n@dataclass\nclass Config:\n    host: str = "localhost"\n    port: int = 8080\n    tags: list[str] = field(default_factory=list)',
  ],
  [
    'Async HTTP requests with aiohttp',
    'import asyncio\nimport aiohttp\n\nasync def fetch_all(urls):\n    async with aiohttp.ClientSession() as session:\n        return await asyncio.gather(*(session.get(u) for u in urls))',
  ],
  [
    'Flask route returning JSON',
    "from flask import Flask, jsonify\n\napp = Flask(__name__)\n\n@app.route('/health')\ndef health():\n    return jsonify(status='ok')",
  ],
  [
    'Go HTTP server with graceful shutdown',
    'srv := &http.Server{Addr: ":8080", Handler: mux}\ngo func() { _ = srv.ListenAndServe() }()\n<-ctx.Done()\nshutdownCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)\ndefer cancel()\nreturn srv.Shutdown(shutdownCtx)',
  ],
  ['Go worker pool', 'func worker(jobs <-chan int, results chan<- int) {\n\tfor j := range jobs {\n\t\tresults <- j * 2\n\t}\n}'],
  [
    'Rust read a file to string',
    'use std::fs;\n\nfn main() -> std::io::Result<()> {\n    let contents = fs::read_to_string("config.toml")?;\n    println!("{}", contents.len());\n    Ok(())\n}',
  ],
  ['Rust iterator chain', 'let total: i64 = orders\n    .iter()\n    .filter(|o| o.paid)\n    .map(|o| o.amount)\n    .sum();'],
  [
    'C++ sort a vector descending',
    '#include <algorithm>\n#include <vector>\n\nstd::vector<int> v{5, 2, 9, 1};\nstd::sort(v.begin(), v.end(), std::greater<int>());',
  ],
  ['C++ smart pointers', 'auto node = std::make_unique<Node>(42);\nstd::shared_ptr<Cache> cache = std::make_shared<Cache>(1024);'],
  ['Java stream grouping', 'Map<String, List<User>> byCountry = users.stream()\n    .collect(Collectors.groupingBy(User::getCountry));'],
  [
    'Spring REST controller',
    '@RestController\n@RequestMapping("/api/items")\npublic class ItemController {\n    @GetMapping("/{id}")\n    public Item get(@PathVariable Long id) {\n        return service.find(id);\n    }\n}',
  ],
  ['Kotlin data class copy', 'data class User(val name: String, val age: Int)\n\nval older = user.copy(age = user.age + 1)'],
  ['C# LINQ query', 'var adults = people\n    .Where(p => p.Age >= 18)\n    .OrderBy(p => p.Name)\n    .ToList();'],
  [
    'PHP PDO prepared statement',
    "$stmt = $pdo->prepare('SELECT * FROM users WHERE email = :email');\n$stmt->execute(['email' => $email]);\n$user = $stmt->fetch(PDO::FETCH_ASSOC);",
  ],
  ['Ruby hash transform', 'prices = { apple: 1.2, pear: 0.8 }\ndiscounted = prices.transform_values { |p| (p * 0.9).round(2) }'],
  ['Swift async let', 'async let profile = api.profile(id)\nasync let posts = api.posts(id)\nlet (p, items) = try await (profile, posts)'],
  ['Bash loop over files', 'for file in ./*.log; do\n  gzip -9 "$file"\ndone'],
  ['Bash exit on error', "#!/usr/bin/env bash\nset -euo pipefail\nIFS=$'\\n\\t'"],
  ['Find large files', 'find / -type f -size +500M -exec ls -lh {} \\; 2>/dev/null | sort -k5 -h'],
  [
    'PostgreSQL upsert',
    'INSERT INTO stock (sku, quantity)\nVALUES ($1, $2)\nON CONFLICT (sku) DO UPDATE SET quantity = stock.quantity + EXCLUDED.quantity;',
  ],
  [
    'PostgreSQL window function',
    'SELECT user_id, amount,\n       sum(amount) OVER (PARTITION BY user_id ORDER BY created_at) AS running_total\nFROM payments;',
  ],
  ['MySQL index usage', 'EXPLAIN SELECT * FROM orders WHERE customer_id = 42 ORDER BY created_at DESC LIMIT 10;'],
  [
    'MongoDB aggregation',
    'db.orders.aggregate([\n  { $match: { status: "paid" } },\n  { $group: { _id: "$customerId", total: { $sum: "$amount" } } },\n  { $sort: { total: -1 } }\n])',
  ],
  ['Redis rate limiter', 'MULTI\nINCR rate:{user}\nEXPIRE rate:{user} 60\nEXEC'],
  [
    'Dockerfile multi-stage build',
    'FROM node:24 AS build\nWORKDIR /app\nCOPY . .\nRUN npm ci && npm run build\n\nFROM node:24-slim\nCOPY --from=build /app/dist ./dist\nCMD ["node", "dist/main.js"]',
  ],
  [
    'Kubernetes deployment',
    'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: api\nspec:\n  replicas: 3\n  template:\n    spec:\n      containers:\n        - name: api\n          image: registry/api:1.0.0',
  ],
  ['Terraform S3 bucket', 'resource "aws_s3_bucket" "assets" {\n  bucket = "my-assets"\n  tags = { Environment = "prod" }\n}'],
  ['Git undo last commit', 'git reset --soft HEAD~1'],
  ['Git interactive rebase', 'git rebase -i --autosquash origin/main'],
  ['CSS center with grid', '.center {\n  display: grid;\n  place-items: center;\n  min-height: 100vh;\n}'],
  ['Sass mixin for breakpoints', '@mixin above($width) {\n  @media (min-width: $width) { @content; }\n}'],
  [
    'HTML responsive image',
    '<picture>\n  <source srcset="hero.webp" type="image/webp" />\n  <img src="hero.jpg" alt="Hero" loading="lazy" />\n</picture>',
  ],
  ['GraphQL query with variables', 'query User($id: ID!) {\n  user(id: $id) {\n    name\n    posts(first: 10) { title }\n  }\n}'],
  ['Nginx reverse proxy', 'location /api/ {\n    proxy_pass http://127.0.0.1:3000;\n    proxy_set_header Host $host;\n}'],
  [
    'NestJS guard',
    '@Injectable()\nexport class RolesGuard implements CanActivate {\n  canActivate(context: ExecutionContext): boolean {\n    return context.switchToHttp().getRequest().user?.role === "admin";\n  }\n}',
  ],
  ['Vue computed property', 'const fullName = computed(() => `${first.value} ${last.value}`);'],
  ['Angular service injection', '@Injectable({ providedIn: "root" })\nexport class ApiService {\n  private http = inject(HttpClient);\n}'],
  ['Elixir pipe operator', '"hello world"\n|> String.split()\n|> Enum.map(&String.capitalize/1)\n|> Enum.join(" ")'],
  ['Haskell map and filter', 'evensSquared :: [Int] -> [Int]\nevensSquared = map (^2) . filter even'],
  ['Lua table iteration', 'for key, value in pairs(config) do\n  print(key, value)\nend'],
  ['R data frame summary', 'df <- read.csv("data.csv")\nsummary(df)\naggregate(price ~ category, data = df, FUN = mean)'],
  ['PowerShell list services', 'Get-Service | Where-Object { $_.Status -eq "Running" } | Sort-Object DisplayName'],
];
