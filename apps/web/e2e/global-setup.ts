/**
 * Before any worker starts: the web build the servers serve and the API bundle they run, each built only when
 * older than its sources (CI builds just before `npm test`; `npm test` builds the bundle before its two parts).
 */
import { apiBuild, buildIfStale, webBuild } from '../../../scripts/builds.mjs';

export default function globalSetup(): void {
  buildIfStale(webBuild, apiBuild);
}
