import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMAIL_CHANGE_MESSAGES,
  PICTURE_MAX_BYTES,
  PROFILE_MESSAGES,
  updateProfileSchema,
} from '@arena/shared/profile';
import { AGE_AND_COUNTRY_MESSAGES } from '@arena/shared/age-and-country';
import { TIME_ZONE_MESSAGES } from '@arena/shared/time-format';
import { timeZoneAnswer, updateTimeZoneBody } from '@arena/shared/time-zone';
import { userSchema } from '@arena/shared/user';
import { envelopeSchema, ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { refuseNulInMultipart } from '../../http/nul-character';
import type { ProfileService } from './profile.service';
import { toUserDto } from './user.mapper';
import type { UsersService } from './users.service';

const secured = { tags: ['account'], security: [{ bearer: [] }] };
const userAnswer = { 200: envelopeSchema({ user: userSchema }) };

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService; profile: ProfileService }> = async (
  app,
  { users, profile },
) => {
  app.get(
    '/api/user-profile',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        operationId: 'getMyProfile',
        summary: 'The signed-in user with details and balances',
        description:
          'The signed-in player with profile details, platform IDs, address, credit, wallet and VIP token ' +
          'balances, and VIP status.',
        refusals: [404],
        response: userAnswer,
      },
    },
    async (request) => {
      const id = request.currentUser().id;
      const pending_email = await profile.pendingEmail(id);
      return ok('User profile', { user: { ...(await users.shown(id)), pending_email } });
    },
  );

  app.post(
    '/api/update-user-profile',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        operationId: 'updateMyProfile',
        description:
          'Edits e-mail, platform IDs and address details of the signed-in player; username and player ID cannot ' +
          'change. `date_of_birth` (YYYY-MM-DD, fixed once given) and `residence_country` (ISO 3166 alpha-2) are ' +
          'asked before the first purchase, paid entry or withdrawal; under 18 is saved, and those are refused. A new e-mail needs `current_password` and is not applied at once: a link goes to the new ' +
          'address (POST /api/confirm-email-change), and `pending_email` shows it until then.',
        refusals: [404, 429],
        summary: 'Edit e-mail, platform IDs and address details (username and player ID are not editable)',
        body: updateProfileSchema,
        response: userAnswer,
      },
    },
    async (request) => {
      const { row, pendingEmail, requestedEmail, underAge } = await profile.update(
        { userId: request.currentUser().id, sessionId: request.session?.sessionId ?? null },
        request.body,
      );
      // Team names and rosters on public pages show platform IDs.
      app.deps.catalogueCache.clear();
      const message = requestedEmail
        ? EMAIL_CHANGE_MESSAGES.linkSent(requestedEmail)
        : underAge
          ? AGE_AND_COUNTRY_MESSAGES.savedUnderAge
          : PROFILE_MESSAGES.updated;
      return ok(message, {
        user: { ...toUserDto(row, app.deps.clock.now()), pending_email: pendingEmail },
      });
    },
  );

  app.post(
    '/api/update-time-zone',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        operationId: 'updateMyTimeZone',
        description:
          "The signed-in player's IANA time zone, as their browser reports it: e-mails give times in it, named (the web app shows times in the browser's own zone). Without one, e-mails use Europe/London.",
        summary: "Set the zone the account's e-mails give times in",
        body: updateTimeZoneBody,
        response: { 200: envelopeSchema({ data: timeZoneAnswer }) },
      },
    },
    async (request) => {
      await users.setTimeZone(request.currentUser().id, request.body.time_zone);
      return ok(TIME_ZONE_MESSAGES.saved, { data: { time_zone: request.body.time_zone } });
    },
  );

  // Multipart only here: every other route takes JSON.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    uploads.post(
      '/api/update-user-profile-picture',
      {
        onRequest: app.requireUser,
        schema: {
          ...secured,
          operationId: 'updateMyProfilePicture',
          description:
            "Replaces the signed-in player's picture with an uploaded JPEG or PNG (multipart/form-data, field `profile_picture`), re-encoded by the server.",
          refusals: [404],
          summary: 'Upload a JPEG or PNG profile picture (multipart field profile_picture, 5 MB at most)',
          consumes: ['multipart/form-data'],
          response: userAnswer,
        },
      },
      async (request) => {
        const file = await request.file();
        if (!file || file.fieldname !== 'profile_picture') {
          throw new AppError('invalid', 'NO_FILE', PROFILE_MESSAGES.noFile);
        }
        refuseNulInMultipart(file);
        const upload = await file.toBuffer();
        if (upload.length === 0) throw new AppError('invalid', 'NO_FILE', PROFILE_MESSAGES.noFile);
        const row = await profile.replacePicture(request.currentUser().id, upload);
        return ok(PROFILE_MESSAGES.pictureUpdated, { user: toUserDto(row, app.deps.clock.now()) });
      },
    );
  });
};
