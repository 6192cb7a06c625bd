// Run after `npm install` changes package-lock.json: node scripts/fix-lock.mjs package-lock.json
// npm 11 writes a lock without the optional per-platform packages the registry mirror lacks,
// and then `npm ci` rejects that lock. Add them as optional entries with their os/cpu, so
// `npm ci` sees the lock in sync and skips them as foreign platforms.
import fs from 'node:fs';
const file = process.argv[2];
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const pkgs = lock.packages;
const CPUS = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x'];
let added = 0;
for (const [key, entry] of Object.entries(pkgs)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (pkgs[`${key ? key + '/' : ''}node_modules/${name}`] || pkgs[`node_modules/${name}`]) continue;
    const m = name.match(/^@rollup\/rollup-([a-z0-9]+)-([a-z0-9]+)(?:-([a-z]+))?$/);
    if (!m || !CPUS.includes(m[2])) throw new Error(`cannot place ${name}`);
    const [, os, cpu, abi] = m;
    pkgs[`node_modules/${name}`] = {
      version,
      cpu: [cpu],
      ...(entry.dev && { dev: true }),
      ...(abi?.startsWith('gnu') && os === 'linux' && { libc: ['glibc'] }),
      ...(abi?.startsWith('musl') && { libc: ['musl'] }),
      license: 'MIT',
      optional: true,
      os: [os],
    };
    added++;
  }
}
// (npm sorts the entries again on its next write; order does not matter to npm ci.)
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
