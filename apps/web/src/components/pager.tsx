import { useT } from '../lib/i18n/i18n-provider';
import './pager.css';
/** The one pager of the app: first, previous, page numbers, next, last. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export function pageSlice<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

function visiblePages(current: number, count: number, width = 5): number[] {
  const start = Math.max(1, Math.min(current - Math.floor(width / 2), count - width + 1));
  const end = Math.min(count, start + width - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

export function Pager({
  page,
  count,
  onChange,
  label,
  showNumbers = true,
}: {
  page: number;
  count: number;
  onChange: (page: number) => void;
  /** The navigation's name in the page's language, e.g. "Tournament pages": every pager says which list it moves. */
  label: string;
  showNumbers?: boolean;
}) {
  const { t } = useT();
  if (count <= 1) return null;
  const item = (target: number, text: string, ariaLabel: string, disabled: boolean, active = false) => (
    <li
      key={`${ariaLabel}-${target}`}
      className={`page-item${disabled ? ' disabled' : ''}${active ? ' active' : ''}`}
    >
      <button
        type="button"
        className="page-link"
        onClick={() => onChange(target)}
        disabled={disabled}
        aria-label={ariaLabel}
        aria-current={active ? 'page' : undefined}
      >
        {text}
      </button>
    </li>
  );
  return (
    <nav aria-label={label} className="d-flex justify-content-center">
      <ul className="pagination arena-pagination mb-0">
        {item(1, '«', t('common.pager.first'), page <= 1)}
        {item(page - 1, '‹', t('common.pager.previous'), page <= 1)}
        {showNumbers &&
          visiblePages(page, count).map((number) =>
            item(number, String(number), t('common.pager.page', { number }), false, number === page),
          )}
        {item(page + 1, '›', t('common.pager.next'), page >= count)}
        {item(count, '»', t('common.pager.last'), page >= count)}
      </ul>
    </nav>
  );
}
