/** Sends a data export (decision 0051) as a download: the envelope's JSON, or a ZIP with the pictures. */
import type { FastifyReply } from 'fastify';
import type { AccountDataExport, AccountDataService } from './account-data.service';

export const EXPORT_FORMAT_DESCRIPTION =
  ' With `format=zip` the answer is instead an `application/zip` holding `my-data.json` (the same `data`) and the ' +
  'uploaded pictures (profile picture, match evidence) under `pictures/`.';

/**
 * The ZIP is sent here and answers the reply; JSON answers undefined after setting the file name, and the route
 * returns its envelope.
 */
export async function sendZipOrName(
  reply: FastifyReply,
  zipper: Pick<AccountDataService, 'zip'>,
  data: AccountDataExport,
  options: { prefix: string; format: 'json' | 'zip' | undefined },
): Promise<FastifyReply | undefined> {
  const name = `${options.prefix}-${String(data.account.player_id ?? 'account')}-${data.generated_at.slice(0, 10)}`;
  if (options.format === 'zip') {
    const zip = await zipper.zip(data);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${name}.zip"`)
      .send(zip);
  }
  void reply.header('content-disposition', `attachment; filename="${name}.json"`);
  return undefined;
}
