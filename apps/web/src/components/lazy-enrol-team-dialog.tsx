/**
 * The enrolment dialog, fetched the first time a player opens it: its forms (react-hook-form and zod, about
 * 40 KB compressed) stay out of the first download of the pages that offer it (decision 0020: fast on a phone).
 * Render it inside a <Suspense>.
 */
import { lazy } from 'react';

export const LazyEnrolTeamDialog = lazy(() =>
  import('./enrol-team-dialog').then((module) => ({ default: module.EnrolTeamDialog })),
);
