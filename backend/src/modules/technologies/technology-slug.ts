/**
 * The address of a technology's page (`/t/<slug>`): its name in lower case, `+` as `p` and `#` as
 * `sharp` (C++ is `cpp`, C# is `csharp`), dots dropped (Node.js is `nodejs`), any other run of
 * characters that are not letters or digits as one `-`.
 */
export function technologySlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\+/g, 'p')
    .replace(/#/g, 'sharp')
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
