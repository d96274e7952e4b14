/**
 * The console's stream and embed addresses of a tournament (decision 0061): the bracket overlay for OBS, the match
 * overlay's pattern, and the iframe an organiser pastes into their own site, each with a copy button.
 */
import { useId } from 'react';
import { showError, showSuccess } from '../../../lib/toast';
import { useAdminFormT } from '../i18n-form';

function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useAdminFormT();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      showSuccess(t('adminForm.stream.copied'));
    } catch {
      showError(t('adminForm.stream.copyFailed'));
    }
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="input-group">
        <input id={id} className="form-control font-monospace" value={value} readOnly />
        <button
          type="button"
          className="btn btn-outline-info"
          aria-label={t('adminForm.stream.copyLabel', { label })}
          onClick={() => void copy()}
        >
          {t('adminForm.stream.copy')}
        </button>
      </div>
    </div>
  );
}

export function StreamLinks({ tournamentId }: { tournamentId: number }) {
  const { t } = useAdminFormT();
  const origin = window.location.origin;
  return (
    <>
      <CopyField
        label={t('adminForm.stream.bracketOverlay')}
        value={`${origin}/#/overlay/bracket?tournament_id=${tournamentId}`}
      />
      <CopyField label={t('adminForm.stream.matchOverlay')} value={`${origin}/#/overlay/match?id=`} />
      <CopyField
        label={t('adminForm.stream.embed')}
        value={`<iframe src="${origin}/embed#/embed/bracket?tournament_id=${tournamentId}" width="100%" height="600" style="border:0" title="Tournament bracket"></iframe>`}
      />
      <p className="text-muted small mb-0">{t('adminForm.stream.hint')}</p>
    </>
  );
}
