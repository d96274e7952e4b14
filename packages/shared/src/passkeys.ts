/** Passkeys (WebAuthn; decision 0053): the routes' and the forms' schemas and texts. */
import { z } from 'zod';
import { requiredString } from './validation';

export const PASSKEY_NAME_MAX_LENGTH = 50;

export const PASSKEY_MESSAGES = {
  nameRequired: 'Passkey name is required',
  nameTooLong: `Passkey name cannot exceed ${PASSKEY_NAME_MAX_LENGTH} characters`,
  responseRequired: "The browser's answer is missing, please try again",
  // Answers.
  list: 'Passkeys',
  registrationOptions: 'Confirm with your device to create the passkey',
  loginOptions: 'Confirm with your device to sign in',
  added: 'Passkey added. You can now sign in with it, without your password',
  removed: 'Passkey removed',
  // Refusals.
  notVerified: 'The passkey could not be verified, please try again',
  challengeExpired: 'This passkey request has expired or was already used, please try again',
  unknownPasskey:
    'This passkey is not registered with Arena. Sign in with your password and add it in My Account',
  alreadyRegistered: 'This passkey is already registered',
  none: 'You have no passkeys. Add one in My Account first',
  stepUpOptions: 'Confirm with your passkey',
  tooMany: 'You can register up to 10 passkeys. Remove one first',
} as const;

/** How many passkeys one account may hold. */
export const PASSKEY_MAX_PER_USER = 10;

/**
 * The browser's answer to navigator.credentials.create/get, as @simplewebauthn/browser gives it (JSON, base64url
 * fields); checked in depth by the server's WebAuthn verification.
 */
const credentialResponseSchema = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
    authenticatorAttachment: z.string().optional(),
  })
  .passthrough();

/** A passkey's answer to a step-up's options (AuthenticationResponseJSON), beside the app's code (decision 0053). */
export const passkeyAssertionSchema = credentialResponseSchema;

export const passkeyNameField = requiredString(PASSKEY_MESSAGES.nameRequired, 'Passkey name', [
  { test: (v) => v.trim().length > 0, message: PASSKEY_MESSAGES.nameRequired, last: true },
  { test: (v) => v.trim().length <= PASSKEY_NAME_MAX_LENGTH, message: PASSKEY_MESSAGES.nameTooLong },
]).transform((v) => v.trim());

/** `POST /api/passkeys`: the name the player gives it and the browser's registration answer. */
export const addPasskeySchema = z.object({
  name: passkeyNameField,
  response: credentialResponseSchema,
});
export type AddPasskeyInput = z.input<typeof addPasskeySchema>;

/** `POST /api/passkey-login`: the browser's authentication answer, and the login's Remember Me. */
export const passkeyLoginSchema = z.object({
  response: credentialResponseSchema,
  remember: z.boolean({ error: 'remember must be true or false' }).optional(),
});
export type PasskeyLoginInput = z.input<typeof passkeyLoginSchema>;

/** One passkey as My Account lists it. */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** 'singleDevice' or 'multiDevice' (synced), as the authenticator reported. */
  device_type: z.string().nullable(),
  backed_up: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** The WebAuthn options handed to the browser as they are (PublicKeyCredentialCreation/RequestOptionsJSON). */
export const webauthnOptionsSchema = z.record(z.string(), z.unknown());
