/** Team cards, 4 per page, with the pager; 'No Teams' when there are none (panels 6 and 7). */
import type { ReactNode } from 'react';
import { PAGE_SIZE } from '@arena/shared/constants';
import type { Team } from '@arena/shared/teams';
import { EmptyState } from '../../../components/empty-state';
import { Pager, pageCount, pageSlice } from '../../../components/pager';
import './team-card-grid.css';
import { useTeamsT } from '../i18n';

export function TeamCardGrid({
  teams,
  loading,
  failed,
  page,
  onPageChange,
  renderCard,
  label,
}: {
  teams: readonly Team[] | undefined;
  loading: boolean;
  failed: boolean;
  page: number;
  onPageChange: (page: number) => void;
  renderCard: (team: Team) => ReactNode;
  /** Names the list and its pager. */
  label: string;
}) {
  const { t } = useTeamsT();
  if (loading) {
    return (
      <div className="py-5 text-center" role="status">
        <span className="spinner-border text-info" aria-hidden="true" />
        <span className="visually-hidden">{t('teams.loading')}</span>
      </div>
    );
  }
  if (failed) return <EmptyState>{t('teams.loadFailed')}</EmptyState>;
  const list = teams ?? [];
  if (list.length === 0) return <EmptyState>{t('teams.none')}</EmptyState>;

  const count = pageCount(list.length, PAGE_SIZE.teamCards);
  const current = Math.min(page, count);
  return (
    <>
      <ul className="team-grid list-unstyled" aria-label={label}>
        {pageSlice(list, current, PAGE_SIZE.teamCards).map((team) => (
          <li key={team.id}>{renderCard(team)}</li>
        ))}
      </ul>
      <div className="mt-4">
        <Pager page={current} count={count} onChange={onPageChange} label={t('teams.pages', { label })} />
      </div>
    </>
  );
}
