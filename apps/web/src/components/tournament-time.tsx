/** A tournament time as every screen shows it: the spec's format in the viewer's zone, the zone named. */
import { formatZonedDateTime } from '../lib/format';

export function TournamentTime({ value }: { value: string | null | undefined }) {
  const zoned = formatZonedDateTime(value);
  if (!zoned || !value) return <>-</>;
  return (
    <time dateTime={value} title={zoned.zone}>
      {zoned.text}
    </time>
  );
}
