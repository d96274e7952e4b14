/**
 * The webhooks screen's dialogs (decision 0058): registering an endpoint (URL, events, optionally one
 * tournament) and rotating its secret; both end by showing the new `whsec_...` secret, this once only.
 */
import { useDeferredValue, useId, useState, type FormEvent } from 'react';
import { WEBHOOK_EVENTS, createWebhookSchema, type WebhookEvent } from '@arena/shared/webhooks';
import { AppDialog } from '../../../components/app-dialog';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { FieldError, fieldAria } from '../../../components/form-field';
import { translateFieldMessage } from '../../../lib/form-resolver';
import { showError, showSuccess } from '../../../lib/toast';
import { useAdminTournaments } from '../api/get-admin-tournaments';
import { useCreateWebhook } from '../api/create-webhook';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useAdminPeopleT } from '../i18n-people';
import './webhook-dialogs.css';

async function copySecret(secret: string, said: { copied: string; copyFailed: string }) {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(secret);
    showSuccess(said.copied);
  } catch {
    showError(said.copyFailed);
  }
}

/** The secret, once: its text (selectable), a copy button and the warning. */
export function SecretShownOnce({ secret, rotated = false }: { secret: string; rotated?: boolean }) {
  const { t } = useAdminPeopleT();
  const id = useId();
  const copy = () =>
    copySecret(secret, {
      copied: t('adminPeople.webhookDialog.copied'),
      copyFailed: t('adminPeople.webhookDialog.copyFailed'),
    });
  return (
    <div className="webhook-secret">
      <p className="alert alert-warning mb-3" role="status">
        <strong>{t('adminPeople.webhookDialog.secretOnce')}</strong>{' '}
        {rotated ? t('adminPeople.webhookDialog.oldKeepsSigning') : t('adminPeople.webhookDialog.secretUse')}
      </p>
      <label htmlFor={id} className="form-label">
        {t('adminPeople.webhookDialog.signingSecret')}
      </label>
      <div className="webhook-secret__row">
        <textarea
          id={id}
          className="form-control webhook-secret__value"
          readOnly
          rows={2}
          value={secret}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="btn btn-outline-light" onClick={() => void copy()}>
          {t('adminPeople.webhookDialog.copy')}
        </button>
      </div>
    </div>
  );
}

type CreateErrors = Partial<Record<'url' | 'events', string>>;

export function CreateWebhookDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useAdminPeopleT();
  const formId = useId();
  const mutation = useCreateWebhook();
  // The latest tournaments, or those whose name holds what is typed: an older one is found by name.
  const [find, setFind] = useState('');
  const search = useDeferredValue(find.trim());
  const tournaments = useAdminTournaments({ page: 1, search: search || undefined });
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [tournamentId, setTournamentId] = useState('');
  // The chosen tournament's name, so it stays chosen (and shown) when a later search no longer lists it.
  const [chosenName, setChosenName] = useState('');
  const [errors, setErrors] = useState<CreateErrors>({});
  const [secret, setSecret] = useState<string | null>(null);

  const close = () => {
    setUrl('');
    setEvents([]);
    setTournamentId('');
    setChosenName('');
    setFind('');
    setErrors({});
    setSecret(null);
    onClose();
  };
  const listed = tournaments.data?.rows ?? [];
  const total = tournaments.data?.pagination.total ?? 0;
  const allChosen = events.length === WEBHOOK_EVENTS.length;
  const choose = (next: (chosen: WebhookEvent[]) => WebhookEvent[]) => {
    setEvents(next);
    setErrors(({ url: urlError }) => ({ url: urlError }));
  };
  const toggle = (event: WebhookEvent, on: boolean) =>
    choose((chosen) =>
      on
        ? WEBHOOK_EVENTS.filter((e) => e === event || chosen.includes(e))
        : chosen.filter((e) => e !== event),
    );

  const onSubmit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const parsed = createWebhookSchema.safeParse({
      url,
      events,
      tournament_id: tournamentId === '' ? null : Number(tournamentId),
    });
    if (!parsed.success) {
      const next: CreateErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'url' || field === 'events') && !next[field])
          next[field] =
            field === 'url' ? t('adminPeople.webhookDialog.enterUrl') : translateFieldMessage(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const answer = await mutation.mutateAsync(parsed.data);
      setSecret(answer.data.secret);
    } catch {
      // The query client shows the refusal (a private address, http in production, too many endpoints).
    }
  };

  const busy = mutation.isPending;
  const eventsErrorId = `${formId}-events`;
  return (
    <AppDialog
      show={show}
      title={secret ? t('adminPeople.webhookDialog.added') : t('adminPeople.webhookDialog.addTitle')}
      onHide={close}
      busy={busy}
      size="lg"
      footer={
        secret ? (
          <button type="button" className="btn btn-primary" onClick={close}>
            {t('adminPeople.webhookDialog.done')}
          </button>
        ) : (
          <FormDialogFooter
            formId={formId}
            busy={busy}
            onClose={close}
            submitLabel={t('adminPeople.webhookDialog.addEndpoint')}
            busyLabel={t('adminPeople.webhookDialog.adding')}
          />
        )
      }
    >
      {secret ? (
        <SecretShownOnce secret={secret} />
      ) : (
        <form
          id={formId}
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          aria-label={t('adminPeople.webhookDialog.addTitle')}
        >
          <div className="mb-3">
            <label htmlFor={`${formId}-url`} className="form-label">
              {t('adminPeople.webhookDialog.url')}
            </label>
            <input
              id={`${formId}-url`}
              type="url"
              inputMode="url"
              className={`form-control${errors.url ? ' is-invalid' : ''}`}
              placeholder="https://example.com/arena-webhooks"
              value={url}
              onChange={(e) => {
                setUrl(e.target.value);
                setErrors(({ events: eventsError }) => ({ events: eventsError }));
              }}
              {...fieldAria(`${formId}-url`, errors.url)}
            />
            <FieldError id={`${formId}-url`} message={errors.url} />
          </div>
          <fieldset className="mb-3" aria-describedby={errors.events ? `${eventsErrorId}-error` : undefined}>
            <legend className="form-label fs-6">{t('adminPeople.webhookDialog.events')}</legend>
            <div className="form-check mb-2">
              <input
                id={`${formId}-all`}
                type="checkbox"
                className="form-check-input"
                checked={allChosen}
                onChange={(e) => choose(() => (e.target.checked ? [...WEBHOOK_EVENTS] : []))}
              />
              <label htmlFor={`${formId}-all`} className="form-check-label fw-semibold">
                {t('adminPeople.webhookDialog.selectAll')}
              </label>
            </div>
            <div className="webhook-events">
              {WEBHOOK_EVENTS.map((event) => (
                <div className="form-check" key={event}>
                  <input
                    id={`${formId}-${event}`}
                    type="checkbox"
                    className="form-check-input"
                    checked={events.includes(event)}
                    onChange={(e) => toggle(event, e.target.checked)}
                  />
                  <label htmlFor={`${formId}-${event}`} className="form-check-label">
                    <code>{event}</code>
                  </label>
                </div>
              ))}
            </div>
            <FieldError id={eventsErrorId} message={errors.events} />
          </fieldset>
          <div className="mb-2">
            <label htmlFor={`${formId}-find`} className="form-label">
              {t('adminPeople.webhookDialog.findTournament')}
            </label>
            <input
              id={`${formId}-find`}
              type="search"
              className="form-control"
              value={find}
              maxLength={100}
              aria-describedby={`${formId}-listed`}
              onChange={(e) => setFind(e.target.value)}
              // Enter in the search box finds; it does not add the endpoint.
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.preventDefault();
              }}
            />
          </div>
          <div className="mb-0">
            <label htmlFor={`${formId}-tournament`} className="form-label">
              {t('adminPeople.webhookDialog.tournament')}
            </label>
            <select
              id={`${formId}-tournament`}
              className="form-select"
              value={tournamentId}
              onChange={(e) => {
                setTournamentId(e.target.value);
                setChosenName(e.target.selectedOptions[0]?.text ?? '');
              }}
            >
              <option value="">{t('adminPeople.webhookDialog.everyTournament')}</option>
              {tournamentId !== '' &&
                !listed.some((tournament) => String(tournament.id) === tournamentId) && (
                  <option value={tournamentId}>{chosenName}</option>
                )}
              {listed.map((tournament) => (
                <option key={tournament.id} value={tournament.id}>
                  {tournament.tournament_name}
                </option>
              ))}
            </select>
            <div className="form-text">{t('adminPeople.webhookDialog.tournamentHint')}</div>
            <div id={`${formId}-listed`} className="form-text" role="status">
              {search !== '' && tournaments.isSuccess && listed.length === 0
                ? t('adminPeople.webhookDialog.noTournamentFound', { search })
                : total > listed.length
                  ? t('adminPeople.webhookDialog.moreTournaments', { shown: listed.length, total })
                  : null}
            </div>
          </div>
        </form>
      )}
    </AppDialog>
  );
}

/** Asks, rotates, then shows the new secret once. */
export function RotateSecretDialog({
  endpoint,
  onClose,
}: {
  endpoint: { id: number; url: string } | null;
  onClose: () => void;
}) {
  const { t, tRich } = useAdminPeopleT();
  const mutation = useRotateWebhookSecret();
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    setSecret(null);
    onClose();
  };
  const rotate = async () => {
    if (!endpoint) return;
    try {
      setSecret((await mutation.mutateAsync(endpoint.id)).data.secret);
    } catch {
      // The query client shows the error.
    }
  };
  const busy = mutation.isPending;
  return (
    <AppDialog
      show={endpoint !== null}
      title={secret ? t('adminPeople.webhookDialog.newSecret') : t('adminPeople.webhookDialog.rotateTitle')}
      onHide={close}
      busy={busy}
      size="lg"
      footer={
        secret ? (
          <button type="button" className="btn btn-primary" onClick={close}>
            {t('adminPeople.webhookDialog.done')}
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-outline-light" onClick={close} disabled={busy}>
              {t('adminPeople.webhookDialog.close')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void rotate()}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t('adminPeople.webhookDialog.rotate')}
            </button>
          </>
        )
      }
    >
      {secret ? (
        <SecretShownOnce secret={secret} rotated />
      ) : (
        <p className="mb-0 text-break">
          {tRich('adminPeople.webhookDialog.rotateBody', {
            url: endpoint?.url ?? '',
            code: (chunks) => <code>{chunks}</code>,
          })}{' '}
          {t('adminPeople.webhookDialog.oldKeepsSigning')}
        </p>
      )}
    </AppDialog>
  );
}
