/**
 * Adjust a player's balance through the ledger: credits, tokens or wallet pounds, up or down (never below
 * zero, the server checks), with a written reason. Checked by the shared adjustment schema.
 */
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { adjustBalanceBody, type AdjustBalanceInput, type AdminPlayer } from '@arena/shared/admin';
import { AppDialog } from '../../../components/app-dialog';
import { TextField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { formatPounds } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { useAdjustBalance } from '../api/adjust-balance';
import { convertingResolver, numberOrText } from './typed-form';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { useAdminPeopleT } from '../i18n-people';

type AdjustForm = { asset: AdjustBalanceInput['asset']; delta: string; reason: string };

const ASSETS = [
  { value: 'credits', label: 'adminPeople.adjust.credits' },
  { value: 'tokens', label: 'adminPeople.adjust.tokens' },
  { value: 'wallet', label: 'adminPeople.adjust.wallet' },
];

const resolver = convertingResolver<AdjustForm, AdjustBalanceInput>(adjustBalanceBody, (values) => ({
  ...values,
  delta: numberOrText(values.delta.replace(/^\s*\+/, '')),
}));

export function AdjustBalanceDialog({
  show,
  player,
  onClose,
}: {
  show: boolean;
  player: AdminPlayer;
  onClose: () => void;
}) {
  const { t } = useAdminPeopleT();
  const formId = useId();
  const mutation = useAdjustBalance(player.id);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AdjustForm, unknown, AdjustBalanceInput>({
    resolver,
    defaultValues: { asset: 'credits', delta: '', reason: '' },
  });

  useEffect(() => {
    if (show) reset({ asset: 'credits', delta: '', reason: '' });
  }, [show, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      showSuccess((await mutation.mutateAsync(values)).message);
      onClose();
    } catch {
      // The query client shows error[0] (e.g. the balance would go below zero).
    }
  });

  const busy = mutation.isPending;
  const title = t('adminPeople.adjust.title', { name: player.name });
  return (
    <AppDialog
      show={show}
      title={title}
      onHide={onClose}
      busy={busy}
      footer={
        <FormDialogFooter
          formId={formId}
          busy={busy}
          onClose={onClose}
          submitLabel={t('adminPeople.adjust.submit')}
        />
      }
    >
      <p className="text-body-secondary">
        {t('adminPeople.adjust.now', {
          credits: player.credits,
          tokens: player.tokens,
          wallet: formatPounds(player.wallet),
        })}
      </p>
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={title}>
        <SelectField
          id="adjust-asset"
          label={t('adminPeople.adjust.balance')}
          options={ASSETS.map((asset) => ({ value: asset.value, label: t(asset.label) }))}
          registration={register('asset')}
          error={errors.asset?.message}
        />
        <TextField
          id="adjust-delta"
          label={t('adminPeople.adjust.amount')}
          inputMode="decimal"
          autoComplete="off"
          registration={register('delta')}
          error={errors.delta?.message}
          hint={t('adminPeople.adjust.hint')}
        />
        <TextAreaField
          id="adjust-reason"
          label={t('adminPeople.adjust.reason')}
          registration={register('reason')}
          error={errors.reason?.message}
          className="mb-0"
        />
      </form>
    </AppDialog>
  );
}
