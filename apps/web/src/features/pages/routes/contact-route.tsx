/**
 * /contactus 'Contact Us' (spec 001 sections 2, 5 and 8): first name, last name (marked required, no
 * rule), e-mail, phone (digits) and message; success toasts and resets, failures list every message.
 */
import { useForm } from 'react-hook-form';
import { translatedZodResolver as zodResolver } from '../../../lib/form-resolver';
import type { z } from 'zod';
import { contactSchema, type ContactInput } from '@arena/shared/contact';
import { TextField } from '../../../components/form-field';
import { PageBanner } from '../../../components/page-banner';
import { SocialLinksList } from '../../../components/social-links-list';
import { SubmitButton } from '../../../components/submit-button';
import { TextAreaField } from '../../../components/text-area-field';
import { showError, showSuccess } from '../../../lib/toast';
import { contactErrorMessages, useSendContactMessage } from '../api/send-contact-message';
import './contact-route.css';
import { usePagesT } from '../i18n';

type ContactFormValues = Required<ContactInput>;
type ContactOutput = z.output<typeof contactSchema>;

const emptyForm: ContactFormValues = { name: '', last_name: '', email: '', contact_number: '', message: '' };
const fields = Object.keys(emptyForm) as Array<keyof ContactFormValues>;

function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

export function ContactRoute() {
  const { t, tRich } = usePagesT();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactOutput>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyForm,
  });

  const phone = register('contact_number');
  const phoneRegistration = {
    ...phone,
    // A numeric field: only digits (and a leading +) can be typed.
    onChange: (event: { target: HTMLInputElement; type?: string }) => {
      const cleaned = event.target.value.replace(/(?!^\+)[^\d]/g, '');
      if (cleaned !== event.target.value) event.target.value = cleaned;
      return phone.onChange(event);
    },
  };

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        showSuccess(t('pages.contact.sent'));
        reset(emptyForm);
      },
      onError: (error) => {
        const { byField, all } = contactErrorMessages(error);
        for (const field of fields) {
          const messages = byField[field];
          if (messages?.length) setError(field, { type: 'server', message: messages[0] });
        }
        showError(all.length > 0 ? all.join('\n') : t('pages.contact.failed'));
      },
    }),
  );

  return (
    <>
      <title>{t('pages.contact.pageTitle')}</title>
      <PageBanner
        eyebrow={t('pages.contact.eyebrow')}
        title={t('pages.contact.title')}
        subtitle={t('pages.contact.subtitle')}
      />
      <div className="container page-body">
        <div className="row g-4 g-lg-5">
          <aside className="col-12 col-lg-4" aria-labelledby="contact-aside-title">
            <div className="contact-aside">
              <h2 id="contact-aside-title" className="contact-aside__title">
                {t('pages.contact.asideTitle')}
              </h2>
              <p>{t('pages.contact.asideText')}</p>
              <ul className="contact-aside__points list-unstyled">
                <li>{t('pages.contact.point.support')}</li>
                <li>{t('pages.contact.point.payments')}</li>
                <li>{t('pages.contact.point.partners')}</li>
              </ul>
              <p className="contact-aside__label">{t('pages.contact.findUs')}</p>
              <SocialLinksList withNames className="social-links--large" />
            </div>
          </aside>
          <div className="col-12 col-lg-8">
            <form
              className="contact-form"
              onSubmit={onSubmit}
              noValidate
              aria-labelledby="contact-form-title"
            >
              <h2 id="contact-form-title" className="contact-form__title">
                {t('pages.contact.formTitle')}
              </h2>
              <p className="contact-form__note">
                {tRich('pages.contact.requiredNote', {
                  star: (chunks) => <span aria-hidden="true">{chunks}</span>,
                  hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                })}
              </p>
              <div className="row g-3">
                <div className="col-12 col-md-6">
                  <TextField
                    id="contact-name"
                    label={
                      <>
                        {t('pages.contact.firstName')}
                        <RequiredMark />
                      </>
                    }
                    autoComplete="given-name"
                    aria-required="true"
                    registration={register('name')}
                    error={errors.name?.message}
                    className="mb-0"
                  />
                </div>
                <div className="col-12 col-md-6">
                  <TextField
                    id="contact-last-name"
                    label={
                      <>
                        {t('pages.contact.lastName')}
                        <RequiredMark />
                      </>
                    }
                    autoComplete="family-name"
                    registration={register('last_name')}
                    error={errors.last_name?.message}
                    className="mb-0"
                  />
                </div>
                <div className="col-12 col-md-6">
                  <TextField
                    id="contact-email"
                    label={
                      <>
                        {t('pages.contact.email')}
                        <RequiredMark />
                      </>
                    }
                    type="email"
                    autoComplete="email"
                    placeholder="you@example.com"
                    aria-required="true"
                    registration={register('email')}
                    error={errors.email?.message}
                    className="mb-0"
                  />
                </div>
                <div className="col-12 col-md-6">
                  <TextField
                    id="contact-phone"
                    label={
                      <>
                        {t('pages.contact.phone')}
                        <RequiredMark />
                      </>
                    }
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel"
                    placeholder="07123456789"
                    aria-required="true"
                    registration={phoneRegistration}
                    error={errors.contact_number?.message}
                    className="mb-0"
                  />
                </div>
                <div className="col-12">
                  <TextAreaField
                    id="contact-message"
                    label={
                      <>
                        {t('pages.contact.message')}
                        <RequiredMark />
                      </>
                    }
                    rows={6}
                    aria-required="true"
                    registration={register('message')}
                    error={errors.message?.message}
                    className="mb-0"
                  />
                </div>
              </div>
              <SubmitButton
                busy={send.isPending}
                busyLabel={t('pages.contact.sending')}
                className="btn-lg mt-4"
              >
                {t('pages.contact.send')}
              </SubmitButton>
            </form>
          </div>
        </div>
      </div>
    </>
  );
}
