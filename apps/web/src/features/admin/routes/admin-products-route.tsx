/** #/admin/products: the credit packages, the VIP plan, the VIP token price and where paid entry is off. */
import { useState } from 'react';
import type { AdminCreditPackage } from '@arena/shared/admin';
import type { DataColumn } from '../../../components/data-table';
import { formatPounds } from '../../../lib/format';
import { useAdminCreditPackages } from '../api/get-admin-credit-packages';
import { useAdminSubscriptionPlan } from '../api/get-admin-subscription-plan';
import { useAdminTokenPrice } from '../api/get-admin-token-price';
import { useAdminPaidEntryCountries } from '../api/get-paid-entry-countries';
import { PaidEntryCountriesForm } from '../components/paid-entry-countries-form';
import { AdminPage, AdminSection } from '../components/admin-page';
import { AdminTable } from '../components/admin-table';
import { CreditPackageDialog } from '../components/credit-package-dialog';
import { ErrorState, LoadingState } from '../components/loading-state';
import { SubscriptionPlanForm, TokenPriceForm } from '../components/plan-forms';
import { StatusBadge } from '../components/status-badge';
import { useAdminPeopleT } from '../i18n-people';
import '../admin.css';

export function AdminProductsRoute() {
  const { t } = useAdminPeopleT();
  const packages = useAdminCreditPackages();
  const plan = useAdminSubscriptionPlan();
  const tokenPrice = useAdminTokenPrice();
  const offCountries = useAdminPaidEntryCountries();
  const [editing, setEditing] = useState<{ pack: AdminCreditPackage | null } | null>(null);

  const columns: DataColumn<AdminCreditPackage>[] = [
    {
      key: 'credit',
      header: t('adminPeople.products.credits'),
      rowHeader: true,
      cell: (pack) => t('adminPeople.products.packCredits', { n: pack.credit }),
    },
    { key: 'amount', header: t('adminPeople.products.price'), cell: (pack) => formatPounds(pack.amount) },
    {
      key: 'discount',
      header: t('adminPeople.products.discounted'),
      cell: (pack) => (pack.discounted_amount === null ? '-' : formatPounds(pack.discounted_amount)),
    },
    {
      key: 'active',
      header: t('adminPeople.products.onSale'),
      cell: (pack) =>
        pack.active ? (
          <StatusBadge tone="success">{t('adminPeople.products.onSale')}</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">{t('adminPeople.products.offSale')}</StatusBadge>
        ),
    },
    { key: 'sold', header: t('adminPeople.products.sold'), className: 'text-end', cell: (pack) => pack.sold },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('adminPeople.actions')}</span>,
      className: 'text-end',
      cell: (pack) => (
        <button
          type="button"
          className="btn btn-sm btn-outline-light"
          aria-label={t('adminPeople.package.changeTitle', { n: pack.credit })}
          onClick={() => setEditing({ pack })}
        >
          {t('adminPeople.products.change')}
        </button>
      ),
    },
  ];

  return (
    <AdminPage title={t('adminPeople.products.title')}>
      <AdminSection
        title={t('adminPeople.products.packages')}
        actions={
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing({ pack: null })}>
            {t('adminPeople.products.addPackage')}
          </button>
        }
      >
        <AdminTable
          caption={t('adminPeople.products.packages')}
          columns={columns}
          rowKey={(pack) => pack.id}
          rows={packages.data}
          loading={packages.isPending}
          error={packages.error}
          empty={t('adminPeople.products.noPackages')}
          onRetry={() => void packages.refetch()}
        />
      </AdminSection>
      <AdminSection title={t('adminPeople.products.vipPlan')}>
        {plan.isPending ? (
          <LoadingState label={t('adminPeople.products.loadingPlan')} />
        ) : plan.isError ? (
          <ErrorState error={plan.error} onRetry={() => void plan.refetch()} />
        ) : (
          <SubscriptionPlanForm plan={plan.data} />
        )}
      </AdminSection>
      <AdminSection title={t('adminPeople.products.vipTokens')}>
        {tokenPrice.isPending ? (
          <LoadingState label={t('adminPeople.products.loadingPrice')} />
        ) : tokenPrice.isError ? (
          <ErrorState error={tokenPrice.error} onRetry={() => void tokenPrice.refetch()} />
        ) : (
          <TokenPriceForm price={tokenPrice.data} />
        )}
      </AdminSection>
      <AdminSection title={t('adminPeople.products.paidEntry')}>
        {offCountries.isPending ? (
          <LoadingState label={t('adminPeople.products.loadingCountries')} />
        ) : offCountries.isError ? (
          <ErrorState error={offCountries.error} onRetry={() => void offCountries.refetch()} />
        ) : (
          <PaidEntryCountriesForm countries={offCountries.data} />
        )}
      </AdminSection>
      <CreditPackageDialog
        show={editing !== null}
        pack={editing?.pack ?? null}
        onClose={() => setEditing(null)}
      />
    </AdminPage>
  );
}
