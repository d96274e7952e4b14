/** The VIP plan (name, price, duration, features and instruction in HTML) and the VIP token price. */
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { subscriptionPlanBody, tokenPriceBody, type SubscriptionPlanInput } from '@arena/shared/admin';
import type { SubscriptionPlan } from '@arena/shared/payments';
import { TextField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { showSuccess } from '../../../lib/toast';
import { useUpdateSubscriptionPlan } from '../api/update-subscription-plan';
import { useUpdateTokenPrice } from '../api/update-token-price';
import { RichTextEditor } from './rich-text-editor';
import { convertingResolver, numberOrText } from './typed-form';
import { useAdminPeopleT } from '../i18n-people';
import './plan-forms.css';

type PlanForm = { name: string; price: string; duration: string; features: string; instruction: string };

const planResolver = convertingResolver<PlanForm, SubscriptionPlanInput>(subscriptionPlanBody, (values) => ({
  ...values,
  price: numberOrText(values.price),
  duration: numberOrText(values.duration),
}));

function planFormOf(plan: SubscriptionPlan | null): PlanForm {
  return {
    name: plan?.name ?? '',
    price: plan ? String(plan.price) : '',
    duration: plan ? String(plan.duration) : '1',
    features: plan?.features ?? '',
    instruction: plan?.instruction ?? '',
  };
}

export function SubscriptionPlanForm({ plan }: { plan: SubscriptionPlan | null }) {
  const { t } = useAdminPeopleT();
  const mutation = useUpdateSubscriptionPlan();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PlanForm, unknown, SubscriptionPlanInput>({
    resolver: planResolver,
    defaultValues: planFormOf(plan),
  });
  useEffect(() => reset(planFormOf(plan)), [plan, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      showSuccess((await mutation.mutateAsync(values)).message);
    } catch {
      // The query client shows error[0].
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('adminPeople.plan.form')}>
      <div className="row g-3">
        <div className="col-md-6">
          <TextField
            id="plan-name"
            label={t('adminPeople.plan.name')}
            registration={register('name')}
            error={errors.name?.message}
          />
        </div>
        <div className="col-sm-6 col-md-3">
          <TextField
            id="plan-price"
            label={t('adminPeople.plan.price')}
            inputMode="decimal"
            registration={register('price')}
            error={errors.price?.message}
          />
        </div>
        <div className="col-sm-6 col-md-3">
          <TextField
            id="plan-duration"
            label={t('adminPeople.plan.duration')}
            inputMode="numeric"
            registration={register('duration')}
            error={errors.duration?.message}
          />
        </div>
      </div>
      <Controller
        control={control}
        name="features"
        render={({ field }) => (
          <RichTextEditor
            id="plan-features"
            label={t('adminPeople.plan.features')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.features?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="instruction"
        render={({ field }) => (
          <RichTextEditor
            id="plan-instruction"
            label={t('adminPeople.plan.instruction')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.instruction?.message}
          />
        )}
      />
      <SubmitButton busy={mutation.isPending} busyLabel={t('adminPeople.saving')}>
        {t('adminPeople.plan.save')}
      </SubmitButton>
    </form>
  );
}

type PriceForm = { token_price: string };

const priceResolver = convertingResolver<PriceForm, { token_price: number }>(tokenPriceBody, (values) => ({
  token_price: numberOrText(values.token_price),
}));

export function TokenPriceForm({ price }: { price: number }) {
  const { t } = useAdminPeopleT();
  const mutation = useUpdateTokenPrice();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PriceForm, unknown, { token_price: number }>({
    resolver: priceResolver,
    defaultValues: { token_price: String(price) },
  });
  useEffect(() => reset({ token_price: String(price) }), [price, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      showSuccess((await mutation.mutateAsync(values)).message);
    } catch {
      // The query client shows error[0].
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('adminPeople.tokenPrice.form')}
      className="admin-inline-form"
    >
      <TextField
        id="token-price"
        label={t('adminPeople.tokenPrice.label')}
        inputMode="decimal"
        registration={register('token_price')}
        error={errors.token_price?.message}
        className="mb-0"
      />
      <SubmitButton busy={mutation.isPending} busyLabel={t('adminPeople.saving')}>
        {t('adminPeople.tokenPrice.save')}
      </SubmitButton>
    </form>
  );
}
