// The project's folders, found from wherever this module runs: api/platform/ when the server runs
// from its sources (tsx), build/server/<dialect>/ when it runs as the built bundle (scripts/build-server.mjs,
// docs/runtime.md, "Starting the server"). Both lie inside the project, whose root is the nearest
// folder above with the package.json.
import fs from 'node:fs';
import path from 'node:path';

function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const PROJECT_ROOT = projectRoot(import.meta.dirname);

/** A path inside the project, e.g. projectPath('drizzle'). */
export const projectPath = (...parts: string[]) => path.join(PROJECT_ROOT, ...parts);
