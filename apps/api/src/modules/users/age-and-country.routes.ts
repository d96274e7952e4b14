/** The countries where paid entry is off (decision 0055): public to read, set in the console. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES } from '@arena/shared/admin';
import { paidEntryOffCountriesBody, paidEntryOffCountriesSchema } from '@arena/shared/age-and-country';
import { envelopeSchema, ok } from '../../http/envelope';
import type { AgeAndCountryService } from './age-and-country.service';

const answer = { 200: envelopeSchema({ data: paidEntryOffCountriesSchema }) };

export const ageAndCountryRoutes: FastifyPluginAsyncZod<{ ageAndCountry: AgeAndCountryService }> = async (
  app,
  { ageAndCountry },
) => {
  app.get(
    '/api/paid-entry-countries',
    {
      schema: {
        tags: ['account'],
        operationId: 'listPaidEntryOffCountries',
        summary: 'The countries where paid entry is off',
        description:
          'The countries of residence (ISO 3166 alpha-2 codes and names) whose players may play free tournaments ' +
          'only: paid entry and purchases are refused to them.',
        response: answer,
      },
    },
    async () =>
      ok('Countries where paid entry is off', { data: await ageAndCountry.paidEntryOffCountries() }),
  );
};

const adminOnly = { security: [{ bearer: [] }], tags: ['admin'] };

export const adminAgeAndCountryRoutes: FastifyPluginAsyncZod<{
  ageAndCountry: AgeAndCountryService;
}> = async (app, { ageAndCountry }) => {
  app.get(
    '/api/admin/paid-entry-countries',
    {
      schema: {
        ...adminOnly,
        operationId: 'getAdminPaidEntryOffCountries',
        summary: 'The countries where paid entry is off',
        description: 'The countries of residence where paid entry is off (France until the list is saved).',
        response: answer,
      },
    },
    async () =>
      ok('Countries where paid entry is off', { data: await ageAndCountry.paidEntryOffCountries() }),
  );

  app.put(
    '/api/admin/paid-entry-countries',
    {
      schema: {
        ...adminOnly,
        operationId: 'setPaidEntryOffCountries',
        summary: 'Set the countries where paid entry is off',
        description:
          'Replaces the list of countries of residence where paid entry (and buying credits, VIP plans and tokens) ' +
          'is off; audited. An empty list turns paid entry on everywhere.',
        body: paidEntryOffCountriesBody,
        response: answer,
      },
    },
    async (request) =>
      ok(ADMIN_MESSAGES.saved, {
        data: await ageAndCountry.setPaidEntryOffCountries(request.currentUser().id, request.body.countries),
      }),
  );
};
