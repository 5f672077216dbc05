/**
 * The official technologies every installation starts with. Icons are devicon SVGs (MIT) shipped in
 * backend/assets/tech-icons and served under /static/tech-icons/. `language` names the editor and
 * highlighter mode for the technology's snippets.
 */
export interface OfficialTechnologySeed {
  name: string;
  use: string;
  icon: string;
  language: string;
}

export const TECH_ICON_PREFIX = '/static/tech-icons/';

export const OFFICIAL_TECHNOLOGIES: OfficialTechnologySeed[] = [
  { name: 'JavaScript', icon: 'javascript', language: 'javascript', use: 'The language of the web, in browsers and on servers' },
  { name: 'TypeScript', icon: 'typescript', language: 'typescript', use: 'JavaScript with static types for large applications' },
  { name: 'Python', icon: 'python', language: 'python', use: 'General-purpose language for scripting, data and the web' },
  { name: 'Java', icon: 'java', language: 'java', use: 'Object-oriented language for backends, Android and the enterprise' },
  { name: 'C', icon: 'c', language: 'c', use: 'Systems programming close to the hardware' },
  { name: 'C++', icon: 'cpp', language: 'cpp', use: 'High-performance systems, games and native applications' },
  { name: 'C#', icon: 'csharp', language: 'csharp', use: '.NET language for desktop, web, cloud and Unity games' },
  { name: 'Go', icon: 'go', language: 'go', use: 'Simple, compiled language for networked services and CLIs' },
  { name: 'Rust', icon: 'rust', language: 'rust', use: 'Memory-safe systems programming without a garbage collector' },
  { name: 'Ruby', icon: 'ruby', language: 'ruby', use: 'Expressive scripting language, home of Ruby on Rails' },
  { name: 'PHP', icon: 'php', language: 'php', use: 'Server-side scripting for websites and CMSs' },
  { name: 'Kotlin', icon: 'kotlin', language: 'kotlin', use: 'Modern JVM language, first choice for Android' },
  { name: 'Swift', icon: 'swift', language: 'swift', use: 'Apple platforms: iOS, macOS, watchOS apps' },
  { name: 'Dart', icon: 'dart', language: 'dart', use: 'Client-optimised language behind Flutter apps' },
  { name: 'Scala', icon: 'scala', language: 'scala', use: 'Functional and object-oriented programming on the JVM' },
  { name: 'Elixir', icon: 'elixir', language: 'elixir', use: 'Fault-tolerant concurrent services on the Erlang VM' },
  { name: 'Haskell', icon: 'haskell', language: 'haskell', use: 'Purely functional programming with strong types' },
  { name: 'Lua', icon: 'lua', language: 'lua', use: 'Lightweight embeddable scripting for games and tools' },
  { name: 'R', icon: 'r', language: 'r', use: 'Statistics, data analysis and plotting' },
  { name: 'Bash', icon: 'bash', language: 'shell', use: 'Shell scripting and automation on Unix systems' },
  { name: 'PowerShell', icon: 'powershell', language: 'powershell', use: 'Shell and scripting for Windows administration' },
  { name: 'PostgreSQL', icon: 'postgresql', language: 'sql', use: 'Advanced open-source relational database and SQL' },
  { name: 'MySQL', icon: 'mysql', language: 'sql', use: 'Popular open-source relational database' },
  { name: 'MongoDB', icon: 'mongodb', language: 'javascript', use: 'Document database queries and aggregation pipelines' },
  { name: 'Redis', icon: 'redis', language: 'shell', use: 'In-memory data store for caching, queues and counters' },
  { name: 'HTML', icon: 'html', language: 'html', use: 'Markup that structures every web page' },
  { name: 'CSS', icon: 'css', language: 'css', use: 'Styling and layout of web pages' },
  { name: 'Sass', icon: 'sass', language: 'scss', use: 'CSS with variables, nesting and mixins' },
  { name: 'React', icon: 'react', language: 'jsx', use: 'Component-based user interfaces for the web' },
  { name: 'Vue.js', icon: 'vue', language: 'html', use: 'Progressive framework for building web interfaces' },
  { name: 'Angular', icon: 'angular', language: 'typescript', use: 'Full framework for large web applications' },
  { name: 'Svelte', icon: 'svelte', language: 'html', use: 'Compiler-based UI framework with little runtime' },
  { name: 'Node.js', icon: 'nodejs', language: 'javascript', use: 'JavaScript runtime for servers and tooling' },
  { name: 'NestJS', icon: 'nestjs', language: 'typescript', use: 'Structured Node.js framework for server applications' },
  { name: 'Django', icon: 'django', language: 'python', use: 'Batteries-included Python web framework' },
  { name: 'Flask', icon: 'flask', language: 'python', use: 'Minimal Python web framework' },
  { name: 'Spring', icon: 'spring', language: 'java', use: 'Java framework for enterprise backends and microservices' },
  { name: 'Docker', icon: 'docker', language: 'dockerfile', use: 'Containers: Dockerfiles and compose files' },
  { name: 'Kubernetes', icon: 'kubernetes', language: 'yaml', use: 'Container orchestration manifests and kubectl' },
  { name: 'Terraform', icon: 'terraform', language: 'hcl', use: 'Infrastructure as code for any cloud' },
  { name: 'Git', icon: 'git', language: 'shell', use: 'Version control commands and workflows' },
  { name: 'GraphQL', icon: 'graphql', language: 'graphql', use: 'Query language for APIs and its schemas' },
  { name: 'Nginx', icon: 'nginx', language: 'nginx', use: 'Web server, reverse proxy and load balancer configuration' },
  { name: 'Linux', icon: 'linux', language: 'shell', use: 'Commands and administration of Linux systems' },
];
