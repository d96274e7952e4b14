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
import '../admin.css';

export function AdminProductsRoute() {
  const packages = useAdminCreditPackages();
  const plan = useAdminSubscriptionPlan();
  const tokenPrice = useAdminTokenPrice();
  const offCountries = useAdminPaidEntryCountries();
  const [editing, setEditing] = useState<{ pack: AdminCreditPackage | null } | null>(null);

  const columns: DataColumn<AdminCreditPackage>[] = [
    { key: 'credit', header: 'Credits', rowHeader: true, cell: (pack) => `${pack.credit} credits` },
    { key: 'amount', header: 'Price', cell: (pack) => formatPounds(pack.amount) },
    {
      key: 'discount',
      header: 'Discounted price',
      cell: (pack) => (pack.discounted_amount === null ? '-' : formatPounds(pack.discounted_amount)),
    },
    {
      key: 'active',
      header: 'On sale',
      cell: (pack) =>
        pack.active ? (
          <StatusBadge tone="success">On sale</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">Off sale</StatusBadge>
        ),
    },
    { key: 'sold', header: 'Sold', className: 'text-end', cell: (pack) => pack.sold },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end',
      cell: (pack) => (
        <button
          type="button"
          className="btn btn-sm btn-outline-light"
          aria-label={`Change the ${pack.credit} credits package`}
          onClick={() => setEditing({ pack })}
        >
          Change
        </button>
      ),
    },
  ];

  return (
    <AdminPage title="Products">
      <AdminSection
        title="Credit packages"
        actions={
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing({ pack: null })}>
            Add a package
          </button>
        }
      >
        <AdminTable
          caption="Credit packages"
          columns={columns}
          rowKey={(pack) => pack.id}
          rows={packages.data}
          loading={packages.isPending}
          error={packages.error}
          empty="No credit packages yet."
          onRetry={() => void packages.refetch()}
        />
      </AdminSection>
      <AdminSection title="VIP plan">
        {plan.isPending ? (
          <LoadingState label="the VIP plan" />
        ) : plan.isError ? (
          <ErrorState error={plan.error} onRetry={() => void plan.refetch()} />
        ) : (
          <SubscriptionPlanForm plan={plan.data} />
        )}
      </AdminSection>
      <AdminSection title="VIP tokens">
        {tokenPrice.isPending ? (
          <LoadingState label="the token price" />
        ) : tokenPrice.isError ? (
          <ErrorState error={tokenPrice.error} onRetry={() => void tokenPrice.refetch()} />
        ) : (
          <TokenPriceForm price={tokenPrice.data} />
        )}
      </AdminSection>
      <AdminSection title="Paid entry by country">
        {offCountries.isPending ? (
          <LoadingState label="the countries" />
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
