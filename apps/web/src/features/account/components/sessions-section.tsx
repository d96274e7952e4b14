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
import { useAccountT } from '../i18n';

const when = (value: string) => formatZonedDateTime(value)?.text ?? '-';

function SessionRow({ session }: { session: AccountSession }) {
  const { t } = useAccountT();
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
        {session.current ? (
          <span className="badge text-bg-success">{t('account.sessions.thisDevice')}</span>
        ) : null}
      </div>
      <dl className="sessions-section__times">
        <div>
          <dt>{t('account.sessions.signedIn')}</dt>
          <dd>{when(session.signed_in_at)}</dd>
        </div>
        <div>
          <dt>{t('account.sessions.lastUsed')}</dt>
          <dd>{when(session.last_seen_at)}</dd>
        </div>
      </dl>
      {session.current ? null : (
        <button
          type="button"
          className="btn btn-outline-light btn-sm sessions-section__sign-out"
          disabled={endSession.isPending}
          aria-label={t('account.sessions.signOutLabel', {
            device: session.device,
            time: when(session.signed_in_at),
          })}
          onClick={() => void signOut()}
        >
          {t('account.sessions.signOut')}
        </button>
      )}
    </li>
  );
}

export function SessionsSection() {
  const { t } = useAccountT();
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
        {t('account.sessions.title')}
      </h3>
      <p className="sessions-section__intro">{t('account.sessions.intro')}</p>
      {sessions.isPending ? (
        <p role="status">{t('account.sessions.loading')}</p>
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
              {t('account.sessions.signOutOthers')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
