/**
 * The countries of residence where paid entry is off (decision 0055): players there play free tournaments only
 * and cannot buy credits, VIP or tokens. Each change saves the whole list at once and is audited.
 */
import { useState } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { useCountryNames } from '../../../lib/country-names';
import { showSuccess } from '../../../lib/toast';
import { useUpdatePaidEntryCountries } from '../api/update-paid-entry-countries';
import { useAdminPeopleT } from '../i18n-people';
import './plan-forms.css';
import './paid-entry-countries-form.css';

/** `countries` come from the API with English names: the form shows its codes named in the shown language. */
export function PaidEntryCountriesForm({ countries }: { countries: Array<{ code: string; name: string }> }) {
  const { t } = useAdminPeopleT();
  const { named, countries: everyCountry } = useCountryNames();
  const mutation = useUpdatePaidEntryCountries();
  const [adding, setAdding] = useState('');
  const codes = countries.map((country) => country.code);
  const off = named(codes);

  const save = async (next: string[]) => {
    try {
      showSuccess((await mutation.mutateAsync({ countries: next })).message);
      return true;
    } catch {
      // The query client shows error[0].
      return false;
    }
  };

  return (
    <div className="paid-entry-countries">
      <p className="form-text mt-0">{t('adminPeople.paidEntry.lead')}</p>
      {off.length === 0 ? (
        <p>{t('adminPeople.paidEntry.everywhere')}</p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-2" aria-label={t('adminPeople.paidEntry.list')}>
          {off.map((country) => (
            <li key={country.code} className="admin-chip">
              <span>
                {country.name} ({country.code})
              </span>{' '}
              <button
                type="button"
                className="btn btn-link btn-sm p-0 align-baseline"
                aria-label={t('adminPeople.paidEntry.removeAria', { country: country.name })}
                disabled={mutation.isPending}
                onClick={() => void save(codes.filter((code) => code !== country.code))}
              >
                {t('adminPeople.paidEntry.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="admin-inline-form"
        aria-label={t('adminPeople.paidEntry.addForm')}
        onSubmit={(event) => {
          event.preventDefault();
          if (!adding) return;
          void save([...codes, adding]).then((saved) => {
            if (saved) setAdding('');
          });
        }}
      >
        <div className="mb-0">
          <label htmlFor="paid-entry-country" className="form-label">
            {t('adminPeople.paidEntry.country')}
          </label>
          <select
            id="paid-entry-country"
            className="form-select"
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
          >
            <option value="">{t('adminPeople.paidEntry.choose')}</option>
            {everyCountry
              .filter((country) => !codes.includes(country.code))
              .map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
          </select>
        </div>
        <SubmitButton busy={mutation.isPending} busyLabel={t('adminPeople.saving')} disabled={!adding}>
          {t('adminPeople.paidEntry.turnOff')}
        </SubmitButton>
      </form>
    </div>
  );
}
