import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AGE_AND_COUNTRY_CODES, AGE_AND_COUNTRY_MESSAGES } from '@arena/shared/age-and-country';
import { AppProviders } from '../app/providers';
import { profileAgeAndCountryHref } from '../lib/routes';
import { PaidEntryRefusalNotice, type PaidEntryRefusal } from './paid-entry-refusal';

afterEach(() => window.history.replaceState(null, '', '/'));

const inFrance: PaidEntryRefusal = {
  code: AGE_AND_COUNTRY_CODES.paidEntryOff,
  message: AGE_AND_COUNTRY_MESSAGES.paidEntryOff('FR'),
  country: 'FR',
};
const notGiven: PaidEntryRefusal = {
  code: AGE_AND_COUNTRY_CODES.required,
  message: AGE_AND_COUNTRY_MESSAGES.required,
  country: null,
};
const underAge: PaidEntryRefusal = {
  code: AGE_AND_COUNTRY_CODES.underAge,
  message: AGE_AND_COUNTRY_MESSAGES.underAge,
  country: 'GB',
};

function renderNotice(refusal: PaidEntryRefusal, language = 'en') {
  window.history.replaceState(null, '', `/?lang=${language}`);
  return render(
    <AppProviders>
      <MemoryRouter>
        <PaidEntryRefusalNotice refusal={refusal} />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('the paid-entry refusal notice (decisions 0055, 0062)', () => {
  it('says in English exactly what the shared rule says', () => {
    for (const refusal of [inFrance, underAge]) {
      const { unmount } = renderNotice(refusal);
      expect(screen.getByRole('note')).toHaveTextContent(refusal.message, { normalizeWhitespace: false });
      unmount();
    }
    renderNotice(notGiven);
    expect(screen.getByRole('note')).toHaveTextContent(
      `${AGE_AND_COUNTRY_MESSAGES.required} Add them in My Profile`,
    );
    expect(screen.getByRole('link', { name: 'Add them in My Profile' })).toHaveAttribute(
      'href',
      profileAgeAndCountryHref,
    );
  });

  it('says it in German, the country named in German', async () => {
    renderNotice(inFrance, 'de');
    expect(
      await screen.findByText(
        /^Kostenpflichtige Turniere sind für Spieler mit dem Wohnsitzland Frankreich gesperrt/,
      ),
    ).toBeInTheDocument();
  });

  it('says it in Polish, with the link to the profile form', async () => {
    renderNotice(notGiven, 'pl');
    expect(await screen.findByRole('link', { name: 'Dodaj je w Moim profilu' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/^Dodaj datę urodzenia i kraj zamieszkania/);
  });
});
