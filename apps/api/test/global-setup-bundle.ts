/**
 * The process tier starts API servers from the bundle, as production does (scripts/builds.mjs): built here when
 * older than its sources, so a test run straight through vitest never starts yesterday's code.
 */
import { apiBuild, buildIfStale } from '../../../scripts/builds.mjs';

export default function setup(): void {
  buildIfStale(apiBuild);
}
