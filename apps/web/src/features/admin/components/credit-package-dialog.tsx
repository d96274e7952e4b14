/** Add or change a credit package: credits, price, optional discounted price, on sale (the shared package schema). */
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { creditPackageBody, type AdminCreditPackage, type CreditPackageInput } from '@arena/shared/admin';
import { AppDialog } from '../../../components/app-dialog';
import { TextField } from '../../../components/form-field';
import { showSuccess } from '../../../lib/toast';
import { useSaveCreditPackage } from '../api/save-credit-package';
import { convertingResolver, numberOrText } from './typed-form';
import { FormDialogFooter } from '../../../components/form-dialog-footer';
import { useAdminPeopleT } from '../i18n-people';

type PackageForm = { credit: string; amount: string; discounted_amount: string; active: boolean };

const resolver = convertingResolver<PackageForm, CreditPackageInput>(creditPackageBody, (values) => ({
  credit: numberOrText(values.credit),
  amount: numberOrText(values.amount),
  discounted_amount: values.discounted_amount.trim() === '' ? null : numberOrText(values.discounted_amount),
  active: values.active,
}));

function formOf(pack: AdminCreditPackage | null): PackageForm {
  return {
    credit: pack ? String(pack.credit) : '',
    amount: pack ? String(pack.amount) : '',
    discounted_amount: pack?.discounted_amount == null ? '' : String(pack.discounted_amount),
    active: pack?.active ?? true,
  };
}

export function CreditPackageDialog({
  show,
  pack,
  onClose,
}: {
  show: boolean;
  pack: AdminCreditPackage | null;
  onClose: () => void;
}) {
  const { t } = useAdminPeopleT();
  const formId = useId();
  const mutation = useSaveCreditPackage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PackageForm, unknown, CreditPackageInput>({ resolver, defaultValues: formOf(pack) });

  useEffect(() => {
    if (show) reset(formOf(pack));
  }, [show, pack, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      showSuccess((await mutation.mutateAsync({ id: pack?.id ?? null, body: values })).message);
      onClose();
    } catch {
      // The query client shows error[0].
    }
  });

  const busy = mutation.isPending;
  const title = pack
    ? t('adminPeople.package.changeTitle', { n: pack.credit })
    : t('adminPeople.package.addTitle');
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
          submitLabel={t('adminPeople.package.save')}
        />
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={title}>
        <TextField
          id="package-credit"
          label={t('adminPeople.package.credits')}
          inputMode="numeric"
          registration={register('credit')}
          error={errors.credit?.message}
        />
        <TextField
          id="package-amount"
          label={t('adminPeople.package.price')}
          inputMode="decimal"
          registration={register('amount')}
          error={errors.amount?.message}
        />
        <TextField
          id="package-discount"
          label={t('adminPeople.package.discounted')}
          inputMode="decimal"
          registration={register('discounted_amount')}
          error={errors.discounted_amount?.message}
        />
        <div className="form-check">
          <input id="package-active" type="checkbox" className="form-check-input" {...register('active')} />
          <label htmlFor="package-active" className="form-check-label">
            {t('adminPeople.package.onSale')}
          </label>
        </div>
        {pack && <p className="form-text mb-0">{t('adminPeople.package.keepPrice')}</p>}
      </form>
    </AppDialog>
  );
}
