/**
 * TOURNAMENT INVITATION (spec 000 sections 2 and 4): Yes saves the invitation, ends any session and
 * sends the visitor to /signup (the join request is sent after their next login); No closes.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppDialog } from '../../../components/app-dialog';
import { routes } from '../../../lib/routes';
import { clearSession, storeInviteData, type InviteData } from '../../../lib/storage';
import { showSuccess } from '../../../lib/toast';
import { useInvitationsT } from '../i18n';
import './invitation-dialog.css';

export function InvitationDialog({ invitation }: { invitation: InviteData }) {
  const { t } = useInvitationsT();
  const navigate = useNavigate();
  const [show, setShow] = useState(true);

  const accept = () => {
    storeInviteData(invitation);
    // The spec removes the stored user and token whether or not someone was logged in.
    clearSession();
    setShow(false);
    navigate(routes.signup.href());
    showSuccess(t('invitations.dialog.requestSent'));
  };

  // Closing also drops the link's query, so a reload does not ask again.
  const decline = () => {
    setShow(false);
    navigate(routes.home.href(), { replace: true });
  };

  return (
    <AppDialog
      show={show}
      title={t('invitations.dialog.title')}
      onHide={decline}
      footer={
        <>
          <button type="button" className="btn btn-outline-light" onClick={decline}>
            {t('invitations.dialog.no')}
          </button>
          <button type="button" className="btn btn-primary" onClick={accept}>
            {t('invitations.dialog.yes')}
          </button>
        </>
      }
    >
      <p className="invitation-dialog__question mb-0">
        {t('invitations.dialog.question', { team: invitation.team_slug })}
      </p>
    </AppDialog>
  );
}
