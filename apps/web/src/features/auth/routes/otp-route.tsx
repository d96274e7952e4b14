/** /otp 'OTP Verification': six boxes, the e-mail being verified, Verify OTP; success goes to /createpassword. */
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { translatedZodResolver as zodResolver } from '../../../lib/form-resolver';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { verifyOtpSchema } from '@arena/shared/auth';
import { OTP_LENGTH } from '@arena/shared/constants';
import { AuthLayout } from '../../../components/auth-layout';
import { FieldError, fieldErrorId } from '../../../components/form-field';
import { GuestOnly } from '../../../components/route-guards';
import { SubmitButton } from '../../../components/submit-button';
import { isApiError } from '../../../lib/api-client';
import { routes } from '../../../lib/routes';
import { getResetEmail } from '../../../lib/storage';
import { showSuccess } from '../../../lib/toast';
import { OtpInput } from '../components/otp-input';
import { useVerifyOtp } from '../api/verify-otp';
import { useRequestPasswordReset } from '../api/forgot-password';
import '../auth.css';
import { useAuthT } from '../i18n';

/** The shared request schema, with the form's own rule that all six boxes are filled (its words in the page's language). */
function otpFormSchema(words: { required: string; digits: string }) {
  return verifyOtpSchema.extend({
    otp: z
      .string()
      .trim()
      .min(1, { error: words.required, abort: true })
      .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: words.digits }),
  });
}
type OtpFormValues = z.infer<ReturnType<typeof otpFormSchema>>;

export function OtpRoute() {
  const { t } = useAuthT();
  return (
    <GuestOnly>
      <title>{t('auth.otp.pageTitle')}</title>
      <OtpForm />
    </GuestOnly>
  );
}

function OtpForm() {
  const { t, tRich } = useAuthT();
  const navigate = useNavigate();
  const verify = useVerifyOtp();
  const resend = useRequestPasswordReset();
  const email = getResetEmail() ?? '';
  const resolver = useMemo(
    () =>
      zodResolver(
        otpFormSchema({
          required: t('auth.otp.required'),
          digits: t('auth.otp.digits', { count: OTP_LENGTH }),
        }),
      ),
    [t],
  );
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<OtpFormValues>({
    resolver,
    defaultValues: { email, otp: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await verify.mutateAsync({ email: values.email, otp: Number(values.otp) });
      showSuccess(answer.message);
      navigate(routes.createPassword.href());
    } catch (error) {
      // A refusal (400) shows its error; anything thrown also clears the boxes.
      if (!isApiError(error) || error.kind !== 'validation') reset({ email, otp: '' });
    }
  });

  const resendCode = async () => {
    try {
      const answer = await resend.mutateAsync({ email });
      showSuccess(answer.message);
      reset({ email, otp: '' });
    } catch {
      // The query client shows the sentence.
    }
  };

  return (
    <AuthLayout
      title={t('auth.otp.title')}
      subtitle={
        email
          ? tRich('auth.otp.subtitle', { email: () => <strong className="text-break">{email}</strong> })
          : undefined
      }
      footer={
        <p className="mb-0">
          {tRich('auth.otp.wrongEmail', {
            link: (chunks) => <Link to={routes.forgotPassword.href()}>{chunks}</Link>,
          })}
        </p>
      }
    >
      {errors.email ? (
        <div className="alert alert-warning" role="alert">
          {tRich('auth.otp.unknownEmail', {
            link: (chunks) => <Link to={routes.forgotPassword.href()}>{chunks}</Link>,
          })}
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.otp.title')}>
        <p id="otp-label" className="form-label">
          {t('auth.otp.codeLabel')}
        </p>
        <Controller
          control={control}
          name="otp"
          render={({ field }) => (
            <OtpInput
              idPrefix="otp-digit"
              length={OTP_LENGTH}
              labelledBy="otp-label"
              describedBy={errors.otp ? fieldErrorId('otp') : undefined}
              invalid={Boolean(errors.otp)}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <FieldError id="otp" message={errors.otp?.message} />
        <SubmitButton busy={verify.isPending} busyLabel={t('auth.verifying')} className="w-100 btn-lg mt-4">
          {t('auth.otp.submit')}
        </SubmitButton>
        {email && (
          <p className="text-center mt-3 mb-0">
            {t('auth.otp.didNotGet')}{' '}
            <button
              type="button"
              className="btn btn-link p-0 align-baseline"
              onClick={resendCode}
              disabled={resend.isPending}
            >
              {t('auth.otp.resend')}
            </button>
          </p>
        )}
      </form>
    </AuthLayout>
  );
}
