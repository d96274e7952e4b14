/**
 * The about-us page is built from indexed content entries (spec 001 section 2): which index holds what.
 * The admin console edits the entries; the page reads them by these positions.
 */
export const ABOUT_ENTRY = {
  heading: 0,
  intro: 1,
  stepsHeading: 2,
  steps: [3, 4, 5],
  bulletsHeading: 6,
  bullets: [7, 8, 9, 10, 11],
  closing: 12,
} as const;

export const CONTENT_PAGE_KEYS = ['terms-and-conditions', 'privacy-policy'] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];
