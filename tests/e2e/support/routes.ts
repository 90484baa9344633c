import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteManifestEntry } from '../../../scripts/prerender.ts';

/** The route manifest the build writes from the route table: new routes are tested without edits here. */
export function loadRouteManifest(): RouteManifestEntry[] {
  return JSON.parse(readFileSync(join(process.cwd(), 'dist/routes.json'), 'utf8')) as RouteManifestEntry[];
}
