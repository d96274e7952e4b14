/** My data (GDPR articles 15 and 20; issue 28, decision 0051): `GET /api/my-data`. */
export const MY_DATA_MESSAGES = {
  exported: 'Your data export',
} as const;
