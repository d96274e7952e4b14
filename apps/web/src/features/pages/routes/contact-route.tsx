/**
 * /contactus 'Contact Us' (spec 001 sections 2, 5 and 8): first name, last name (marked required, no
 * rule), e-mail, phone (digits) and message; success toasts and resets, failures list every message.
 */
import { useForm } from 'react-hook-form';
import { translatedZodResolver as zodResolver } from '../../../lib/form-resolver';
import type { z } from 'zod';
import { CONTACT_SENT, contactSchema, type ContactInput } from '@arena/shared/contact';
import { TextField } from '../../../components/form-field';
import { PageBanner } from '../../../components/page-banner';
import { SocialLinksList } from '../../../components/social-links-list';
import { SubmitButton } from '../../../components/submit-button';
import { TextAreaField } from '../../../components/text-area-field';
import { showError, showSuccess } from '../../../lib/toast';
import { CONTACT_FAILED, contactErrorMessages, useSendContactMessage } from '../api/send-contact-message';
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
  const { t } = usePagesT();
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
        showSuccess(CONTACT_SENT);
        reset(emptyForm);
      },
      onError: (error) => {
        const { byField, all } = contactErrorMessages(error);
        for (const field of fields) {
          const messages = byField[field];
          if (messages?.length) setError(field, { type: 'server', message: messages[0] });
        }
        showError(all.length > 0 ? all.join('\n') : CONTACT_FAILED);
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
                Talk to the Arena crew
              </h2>
              <p>
                Support questions, sponsorship, or hosting a tournament for your own community: send us a
                message and we answer within two working days.
              </p>
              <ul className="contact-aside__points list-unstyled">
                <li>Tournament and bracket support</li>
                <li>Payments, credits and withdrawals</li>
                <li>Partnerships and custom events</li>
              </ul>
              <p className="contact-aside__label">Or find us on</p>
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
                Send us a message
              </h2>
              <p className="contact-form__note">
                Fields marked <span aria-hidden="true">*</span>
                <span className="visually-hidden">with an asterisk</span> are required.
              </p>
              <div className="row g-3">
                <div className="col-12 col-md-6">
                  <TextField
                    id="contact-name"
                    label={
                      <>
                        First Name
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
                        Last Name
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
                        Email
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
                        Phone Number
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
                        Message
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
              <SubmitButton busy={send.isPending} busyLabel="Sending…" className="btn-lg mt-4">
                Send Message
              </SubmitButton>
            </form>
          </div>
        </div>
      </div>
    </>
  );
}
