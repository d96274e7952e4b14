/**
 * My Account's signed-in devices (issue 28, decision 0050), under Change Password: every device signed in to the
 * account, when it signed in and was last used, this one marked; sign out one other device or all of them.
 */
import type { AccountSession } from '@arena/shared/sessions';
import { errorMessageOf } from '../../../lib/api-client';
import { formatZonedDateTime } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { useAccountSessions, useEndOtherSessions, useEndSession } from '../api/sessions';
import './sessions-section.css';

export const SESSIONS_TEXTS = {
  title: 'Signed-in devices',
  intro:
    'Where your account is signed in now. Sign out any device you do not recognise, then change your password.',
  loading: 'Loading your devices…',
  thisDevice: 'This device',
  signedIn: 'Signed in',
  lastUsed: 'Last used',
  signOut: 'Sign out',
  signOutOthers: 'Sign out all other devices',
} as const;

const when = (value: string) => formatZonedDateTime(value)?.text ?? '-';

function SessionRow({ session }: { session: AccountSession }) {
  const endSession = useEndSession();
  const signOut = async () => {
    try {
      const answer = await endSession.mutateAsync(session.id);
      showSuccess(answer.message);
    } catch {
      // The query client shows the refusal.
    }
  };
  return (
    <li className="sessions-section__item">
      <div className="sessions-section__device">
        <span className="sessions-section__name">{session.device}</span>
        {session.current ? <span className="badge text-bg-success">{SESSIONS_TEXTS.thisDevice}</span> : null}
      </div>
      <dl className="sessions-section__times">
        <div>
          <dt>{SESSIONS_TEXTS.signedIn}</dt>
          <dd>{when(session.signed_in_at)}</dd>
        </div>
        <div>
          <dt>{SESSIONS_TEXTS.lastUsed}</dt>
          <dd>{when(session.last_seen_at)}</dd>
        </div>
      </dl>
      {session.current ? null : (
        <button
          type="button"
          className="btn btn-outline-light btn-sm sessions-section__sign-out"
          disabled={endSession.isPending}
          aria-label={`${SESSIONS_TEXTS.signOut}: ${session.device}, ${SESSIONS_TEXTS.signedIn.toLowerCase()} ${when(session.signed_in_at)}`}
          onClick={() => void signOut()}
        >
          {SESSIONS_TEXTS.signOut}
        </button>
      )}
    </li>
  );
}

export function SessionsSection() {
  const sessions = useAccountSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const signOutOthers = async () => {
    try {
      const answer = await endOthers.mutateAsync();
      showSuccess(answer.message);
    } catch {
      // The query client shows the refusal.
    }
  };

  return (
    <section className="sessions-section mt-4" aria-labelledby="sessions-title">
      <h3 id="sessions-title" className="sessions-section__title">
        {SESSIONS_TEXTS.title}
      </h3>
      <p className="sessions-section__intro">{SESSIONS_TEXTS.intro}</p>
      {sessions.isPending ? (
        <p role="status">{SESSIONS_TEXTS.loading}</p>
      ) : sessions.isError ? (
        <p role="alert">{errorMessageOf(sessions.error)}</p>
      ) : (
        <>
          <ul className="sessions-section__list" aria-labelledby="sessions-title">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {others > 0 ? (
            <button
              type="button"
              className="btn btn-outline-warning"
              disabled={endOthers.isPending}
              onClick={() => void signOutOthers()}
            >
              {SESSIONS_TEXTS.signOutOthers}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
