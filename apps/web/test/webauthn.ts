/**
 * Stand-ins for @simplewebauthn/browser (jsdom has no WebAuthn), mocked for every web test in test/setup.ts. The
 * module graph is shared between the files of a worker, so the app keeps the first mock it imported: the stand-ins
 * are made once per worker and read back here, never through a new import of the module.
 */
import { vi } from 'vitest';

interface WebauthnStandIns {
  startRegistration: ReturnType<typeof vi.fn>;
  startAuthentication: ReturnType<typeof vi.fn>;
}

const holder = globalThis as { __arenaWebauthn?: WebauthnStandIns };

export function webauthnStandIns(): WebauthnStandIns {
  holder.__arenaWebauthn ??= { startRegistration: vi.fn(), startAuthentication: vi.fn() };
  return holder.__arenaWebauthn;
}
