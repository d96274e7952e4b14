/**
 * My Account's Discord section (decision 0060): "Link Discord" makes a one-time code and shows the command to type
 * in Discord (`/arena link code:XXXX`, valid 10 minutes, used once); a linked account shows its Discord user and
 * Unlink. Hidden when the server takes no Discord commands.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DiscordLinkCode } from '@arena/shared/discord';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatTime } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import {
  discordLinkKey,
  useCreateDiscordLinkCode,
  useDiscordLink,
  useUnlinkDiscord,
} from '../api/discord-link';
import { useAccountT } from '../i18n';

export function DiscordSection() {
  const { t } = useAccountT();
  const status = useDiscordLink();
  const createCode = useCreateDiscordLinkCode();
  const unlink = useUnlinkDiscord();
  const queryClient = useQueryClient();
  const [code, setCode] = useState<DiscordLinkCode | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (!status.data?.enabled) return null;
  const { link } = status.data;

  const onLink = async () => {
    try {
      setCode(await createCode.mutateAsync());
    } catch {
      // The query client shows the refusal.
    }
  };
  const onUnlink = async () => {
    try {
      const answer = await unlink.mutateAsync();
      // The code shown before was used up by the link: the section starts over.
      setCode(null);
      showSuccess(answer.message);
    } catch {
      // The query client shows the refusal.
    }
    setConfirming(false);
  };

  return (
    <section className="privacy-section discord-section mt-4" aria-labelledby="discord-title">
      <h3 id="discord-title" className="privacy-section__title">
        {t('account.discord.title')}
      </h3>
      <p className="privacy-section__intro">{t('account.discord.intro')}</p>
      {link ? (
        <div className="discord-section__linked">
          <dl className="mb-0">
            <dt className="discord-section__label">{t('account.discord.linkedAs')}</dt>
            <dd className="discord-section__name text-break">{link.discord_username}</dd>
          </dl>
          <button type="button" className="btn btn-outline-danger" onClick={() => setConfirming(true)}>
            {t('account.discord.unlink')}
          </button>
        </div>
      ) : (
        <>
          {code && (
            <div className="discord-section__code" role="status">
              <p className="mb-2">{t('account.discord.instruction')}</p>
              <code className="discord-section__command text-break">{code.command}</code>
              <p className="small text-body-secondary mt-2 mb-0">
                {t('account.discord.expires', { time: formatTime(code.expires_at) })}
              </p>
            </div>
          )}
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary"
              disabled={createCode.isPending}
              onClick={() => void onLink()}
            >
              {createCode.isPending
                ? t('account.discord.creating')
                : code
                  ? t('account.discord.newCode')
                  : t('account.discord.link')}
            </button>
            {code && (
              <button
                type="button"
                className="btn btn-outline-light"
                onClick={() => void queryClient.invalidateQueries({ queryKey: discordLinkKey })}
              >
                {t('account.discord.done')}
              </button>
            )}
          </div>
        </>
      )}
      <ConfirmDialog
        show={confirming}
        title={t('account.discord.confirmTitle')}
        confirmLabel={t('account.discord.confirmUnlink')}
        busy={unlink.isPending}
        onConfirm={() => void onUnlink()}
        onCancel={() => setConfirming(false)}
      >
        <p className="mb-0">{t('account.discord.confirmText')}</p>
      </ConfirmDialog>
    </section>
  );
}
