import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { PaidEntryCountriesForm } from './paid-entry-countries-form';

afterEach(() => window.history.replaceState(null, '', '/'));

// The API names the countries in English; the form names the codes in the shown language.
const off = [
  { code: 'FR', name: 'France' },
  { code: 'AT', name: 'Austria' },
  { code: 'DE', name: 'Germany' },
];

function renderForm(language: string) {
  window.history.replaceState(null, '', `/?lang=${language}`);
  render(
    <AppProviders>
      <PaidEntryCountriesForm countries={off} />
    </AppProviders>,
  );
}

describe('the countries where paid entry is off (decisions 0055, 0062)', () => {
  it('names and sorts the countries in English as the shared list writes them', async () => {
    renderForm('en');
    const list = within(await screen.findByRole('list', { name: 'Countries where paid entry is off' }));
    expect(list.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'Austria (AT)',
      'France (FR)',
      'Germany (DE)',
    ]);
    expect(list.getByRole('button', { name: 'Remove Austria' })).toBeInTheDocument();
    const choose = within(screen.getByLabelText('Country'));
    expect(choose.getByRole('option', { name: 'United Kingdom' })).toHaveValue('GB');
    expect(choose.queryByRole('option', { name: 'France' })).toBeNull();
  });

  it('names and sorts them in German, codes unchanged', async () => {
    renderForm('de');
    const list = within(await screen.findByRole('list', { name: 'Länder ohne bezahlte Teilnahme' }));
    expect(list.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'Deutschland (DE)',
      'Frankreich (FR)',
      'Österreich (AT)',
    ]);
    expect(list.getByRole('button', { name: 'Frankreich entfernen' })).toBeInTheDocument();
    const choose = within(screen.getByLabelText('Land'));
    expect(choose.getByRole('option', { name: 'Vereinigtes Königreich' })).toHaveValue('GB');
    expect(choose.queryByRole('option', { name: 'Frankreich' })).toBeNull();
  });
});
