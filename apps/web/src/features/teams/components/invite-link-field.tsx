/**
 * The captain's Team Invite Link with Copy, and New link (old links stop working). Hidden while the
 * team is locked: the server gives no link then.
 */
import { useState } from 'react';
import { LockIcon } from '../../../components/lock-icon';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showSuccess } from '../../../lib/toast';
import { useInviteLink, useRegenerateInviteLink } from '../api/get-invite-link';
import { copyLink } from './copy-to-clipboard';
import '../teams.css';
import './invite-link-field.css';
import { useTeamsT } from '../i18n';

export function InviteLinkField({ teamId, locked }: { teamId: number; locked: boolean }) {
  const link = useInviteLink(teamId, !locked);
  const regenerate = useRegenerateInviteLink(teamId);
  const [confirming, setConfirming] = useState(false);
  const fieldId = `team-invite-link-${teamId}`;
  const { t } = useTeamsT();

  if (locked) {
    return (
      <div className="invite-link">
        <p className="invite-link__label">{t('teams.invite.label')}</p>
        <p className="locked-note">
          <LockIcon />
          {t('teams.invite.hidden')}
        </p>
      </div>
    );
  }

  const renew = async () => {
    try {
      await regenerate.mutateAsync();
      showSuccess(t('teams.invite.created'));
      setConfirming(false);
    } catch {
      // The query client shows the server's sentence.
    }
  };

  return (
    <div className="invite-link">
      <label htmlFor={fieldId} className="invite-link__label">
        {t('teams.invite.label')}
      </label>
      <div className="input-group invite-link__group">
        <input
          id={fieldId}
          className="form-control invite-link__input"
          readOnly
          value={link.data ?? (link.isPending ? t('teams.invite.loading') : '')}
          aria-describedby={`${fieldId}-hint`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="btn btn-accent"
          disabled={!link.data}
          onClick={() =>
            link.data &&
            void copyLink(link.data, {
              copied: t('teams.invite.copied'),
              failed: (reason) => t('teams.invite.copyFailed', { reason }),
              noClipboard: t('teams.invite.noClipboard'),
            })
          }
        >
          {t('teams.invite.copy')}
        </button>
      </div>
      <div id={`${fieldId}-hint`} className="form-text invite-link__hint">
        {t('teams.invite.hint')}{' '}
        <button
          type="button"
          className="btn btn-link p-0 align-baseline invite-link__renew"
          onClick={() => setConfirming(true)}
          disabled={!link.data}
        >
          {t('teams.invite.newLink')}
        </button>
      </div>
      <ConfirmDialog
        show={confirming}
        title={t('teams.invite.newTitle')}
        confirmLabel={t('teams.invite.newLink')}
        variant="primary"
        busy={regenerate.isPending}
        onConfirm={() => void renew()}
        onCancel={() => setConfirming(false)}
      >
        {t('teams.invite.newText')}
      </ConfirmDialog>
    </div>
  );
}
