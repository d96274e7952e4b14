/**
 * Edit Profile (spec 001 sections 2 and 5): username and player ID shown disabled; e-mail, the six
 * platform IDs and the address details editable, with the shared schema's messages under each field.
 */
import { useForm, type Resolver } from 'react-hook-form';
import { translatedZodResolver as zodResolver } from '../../../lib/form-resolver';
import { PLATFORMS, PROFILE_PLATFORMS, type Platform } from '@arena/shared/platforms';
import { updateProfileSchema, type UpdateProfileInput } from '@arena/shared/profile';
import type { User } from '@arena/shared/user';
import { useEffect, useRef } from 'react';
import { isoDate, MINIMUM_AGE, OLDEST_BIRTH_YEAR } from '@arena/shared/age-and-country';
import { FieldError, fieldAria, TextField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { useCountryNames } from '../../../lib/country-names';
import { useLanguage } from '../../../lib/i18n/i18n-provider';
import { LANGUAGES, LANGUAGE_NAMES, toLanguage, type Language } from '../../../lib/i18n/languages';
import { showSuccess } from '../../../lib/toast';
import { useUpdateUserProfile } from '../api/update-user-profile';
import './edit-profile-form.css';
import { useAccountT } from '../i18n';

const detailFields = [
  ['address', 'account.form.address', 'street-address'],
  ['city', 'account.form.city', 'address-level2'],
  ['state', 'account.form.state', 'address-level1'],
  ['country', 'account.form.countryField', 'country-name'],
  ['zip_code', 'account.form.zip', 'postal-code'],
  ['service', 'account.form.service', 'off'],
] as const;

type DetailField = (typeof detailFields)[number][0];
type ProfileFormValues = {
  email: string;
  current_password: string;
  date_of_birth: string;
  residence_country: string;
  language: Language;
} & Record<Platform | DetailField, string>;

// The schema also accepts null (the API's JSON); the form's fields always hold strings.
const profileResolver = zodResolver(updateProfileSchema) as unknown as Resolver<
  ProfileFormValues,
  unknown,
  UpdateProfileInput
>;

function valuesOf(user: User, shown: Language): ProfileFormValues {
  const details = user.user_details;
  const values = {
    email: user.email,
    current_password: '',
    date_of_birth: details?.date_of_birth ?? '',
    residence_country: details?.residence_country ?? '',
    // The account's language, or the one the pages show now when the account has none yet.
    language: toLanguage(details?.language) ?? shown,
  } as ProfileFormValues;
  for (const { key } of PLATFORMS) values[key] = details?.[key] ?? '';
  for (const [field] of detailFields) values[field] = details?.[field] ?? '';
  return values;
}

export function EditProfileForm({
  user,
  onDone,
  focusAgeAndCountry = false,
}: {
  user: User;
  onDone: () => void;
  /** Opened from a paid action's refusal: the date of birth and country come into view first. */
  focusAgeAndCountry?: boolean;
}) {
  const mutation = useUpdateUserProfile();
  const ageAndCountry = useRef<HTMLFieldSetElement>(null);
  const { t } = useAccountT();
  const { countries } = useCountryNames();
  const { language: shown, setLanguage } = useLanguage();
  // Fixed once given (decision 0055): shown, not editable.
  const birthDateFixed = Boolean(user.user_details?.date_of_birth);
  useEffect(() => {
    if (focusAgeAndCountry) ageAndCountry.current?.scrollIntoView({ block: 'start' });
  }, [focusAgeAndCountry]);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, UpdateProfileInput>({
    resolver: profileResolver,
    defaultValues: valuesOf(user, shown),
  });

  // A new login e-mail asks for the current password and waits for the new address's link (decision 0029).
  const changesEmail = watch('email').trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = handleSubmit(async ({ current_password, language, ...values }) => {
    // The spec's payload, with `language` only when the player changed it (decision 0062).
    const changesLanguage =
      Boolean(language) && language !== (toLanguage(user.user_details?.language) ?? shown);
    try {
      // The spec's payload carries player_id too; the server ignores it.
      const answer = await mutation.mutateAsync({
        ...values,
        ...(changesEmail ? { current_password } : {}),
        ...(changesLanguage ? { language } : {}),
        player_id: user.user_details?.player_id,
      });
      showSuccess(answer.message);
      // The pages follow the language the account now has.
      if (language && language !== shown) setLanguage(language);
      onDone();
    } catch {
      // The query client shows error[0] (e.g. an ID another player already uses).
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('account.profile.edit')}
      className="profile-form"
    >
      <fieldset className="profile-form__group">
        <legend className="profile-form__legend">{t('account.form.account')}</legend>
        <div className="row g-3">
          <div className="col-12 col-md-6">
            <div className="mb-0">
              <label htmlFor="profile-username" className="form-label">
                {t('account.profile.username')}
              </label>
              <input id="profile-username" className="form-control" value={user.name} disabled readOnly />
            </div>
          </div>
          <div className="col-12 col-md-6">
            <label htmlFor="profile-player-id" className="form-label">
              {t('account.profile.playerId')}
            </label>
            <input
              id="profile-player-id"
              className="form-control"
              value={user.user_details?.player_id ?? ''}
              disabled
              readOnly
            />
          </div>
          <div className="col-12">
            <TextField
              id="profile-email"
              label={t('account.form.email')}
              type="email"
              autoComplete="email"
              registration={register('email')}
              error={errors.email?.message}
              className="mb-0"
            />
          </div>
          {changesEmail && (
            <div className="col-12">
              <TextField
                id="profile-current-password"
                label={t('account.form.currentPassword')}
                type="password"
                autoComplete="current-password"
                registration={register('current_password')}
                error={errors.current_password?.message}
                className="mb-0"
              />
              <p className="form-text mb-0">{t('account.form.emailChangeHint')}</p>
            </div>
          )}
        </div>
      </fieldset>

      <fieldset className="profile-form__group">
        <legend className="profile-form__legend">{t('account.form.gamingIds')}</legend>
        <div className="row g-3">
          {PROFILE_PLATFORMS.map(({ key, label }) => (
            <div key={key} className="col-12 col-md-6">
              <TextField
                id={`profile-${key}`}
                label={label}
                autoComplete="off"
                spellCheck={false}
                registration={register(key)}
                error={errors[key]?.message}
                className="mb-0"
              />
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset
        ref={ageAndCountry}
        id="age-and-country"
        className="profile-form__group"
        aria-describedby="age-and-country-hint"
      >
        <legend className="profile-form__legend">{t('account.form.ageCountry')}</legend>
        <p id="age-and-country-hint" className="form-text mt-0">
          {t('account.form.ageHint', { age: MINIMUM_AGE })}
        </p>
        <div className="row g-3">
          <div className="col-12 col-md-6">
            <TextField
              id="profile-date-of-birth"
              label={t('account.form.dateOfBirth')}
              type="date"
              autoComplete="bday"
              max={isoDate(new Date())}
              min={`${OLDEST_BIRTH_YEAR}-01-01`}
              readOnly={birthDateFixed}
              registration={register('date_of_birth')}
              error={errors.date_of_birth?.message}
              className="mb-0"
            />
          </div>
          <div className="col-12 col-md-6">
            <label htmlFor="profile-residence-country" className="form-label">
              {t('account.form.country')}
            </label>
            <select
              id="profile-residence-country"
              className={`form-select${errors.residence_country ? ' is-invalid' : ''}`}
              autoComplete="country"
              {...fieldAria('profile-residence-country', errors.residence_country?.message)}
              {...register('residence_country')}
            >
              <option value="">{t('account.form.chooseCountry')}</option>
              {countries.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
            <FieldError id="profile-residence-country" message={errors.residence_country?.message} />
          </div>
          <div className="col-12 col-md-6">
            <label htmlFor="profile-language" className="form-label">
              {t('account.form.language')}
            </label>
            <select
              id="profile-language"
              className="form-select"
              aria-describedby="profile-language-hint"
              {...register('language')}
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
            <div id="profile-language-hint" className="form-text">
              {t('account.form.languageHint')}
            </div>
          </div>
        </div>
      </fieldset>

      <fieldset className="profile-form__group">
        <legend className="profile-form__legend">{t('account.form.addressGroup')}</legend>
        <div className="row g-3">
          {detailFields.map(([field, label, autoComplete]) => (
            <div key={field} className={field === 'address' ? 'col-12' : 'col-12 col-md-6'}>
              <TextField
                id={`profile-${field.replace('_', '-')}`}
                label={t(label)}
                autoComplete={autoComplete}
                registration={register(field)}
                error={errors[field]?.message}
                className="mb-0"
              />
            </div>
          ))}
        </div>
      </fieldset>

      <div className="profile-form__actions">
        <button
          type="button"
          className="btn btn-outline-light"
          onClick={onDone}
          disabled={mutation.isPending}
        >
          {t('account.form.cancel')}
        </button>
        <SubmitButton busy={mutation.isPending} busyLabel={t('account.form.saving')}>
          {t('account.form.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
