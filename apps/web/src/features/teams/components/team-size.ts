/** The Total Player choices: sizes 1 to 4, labelled 1v1 to 4v4 (spec 001 section 3). */
import { TEAM_SIZES } from '@arena/shared/teams';
import type { SelectOption } from '../../../components/select-field';
import { teamSizeLabel } from '../../../components/tournament-format';

export const teamSizeOptions: SelectOption[] = TEAM_SIZES.map((size) => ({
  value: String(size),
  label: teamSizeLabel(size),
}));
