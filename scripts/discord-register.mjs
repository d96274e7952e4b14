// `npm run discord:register`: registers the `/arena` command with Discord (decision 0060), as the application's
// bot: PUT /applications/{DISCORD_APPLICATION_ID}/commands with `Authorization: Bot {DISCORD_BOT_TOKEN}`, which
// replaces the application's global commands with this one (global commands may take up to an hour to show).
// DISCORD_GUILD_ID registers it in one server instead, at once (for trying it out). DISCORD_API_BASE_URL points
// it at another address (tests use a local stand-in). The command is apps/api/src/modules/discord/arena-command.json,
// the file the server answers from.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const commandFile = path.join(root, 'apps/api/src/modules/discord/arena-command.json');
const DEFAULT_API_BASE_URL = 'https://discord.com/api/v10';

const env = (name) => {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
};

const applicationId = env('DISCORD_APPLICATION_ID');
const token = env('DISCORD_BOT_TOKEN');
const guildId = env('DISCORD_GUILD_ID');
const apiBase = (env('DISCORD_API_BASE_URL') ?? DEFAULT_API_BASE_URL).replace(/\/+$/, '');

const missing = [
  ['DISCORD_APPLICATION_ID', applicationId],
  ['DISCORD_BOT_TOKEN', token],
].filter(([, value]) => value === undefined);
if (missing.length > 0) {
  console.error(
    `discord:register needs ${missing.map(([name]) => name).join(' and ')} (Discord Developer Portal: ` +
      'General Information shows the application id, Bot shows the token).',
  );
  process.exit(1);
}
for (const [name, value] of [
  ['DISCORD_APPLICATION_ID', applicationId],
  ['DISCORD_GUILD_ID', guildId],
]) {
  if (value !== undefined && !/^\d{1,20}$/.test(value)) {
    console.error(`${name} must be Discord's numeric id`);
    process.exit(1);
  }
}

const command = JSON.parse(fs.readFileSync(commandFile, 'utf8'));
const url = guildId
  ? `${apiBase}/applications/${applicationId}/guilds/${guildId}/commands`
  : `${apiBase}/applications/${applicationId}/commands`;

const response = await fetch(url, {
  method: 'PUT',
  headers: {
    authorization: `Bot ${token}`,
    'content-type': 'application/json',
    'user-agent': `DiscordBot (${env('PUBLIC_URL') ?? 'https://arena.local'}, 1.0)`,
  },
  body: JSON.stringify([command]),
  signal: AbortSignal.timeout(15_000),
});
const text = await response.text();
if (!response.ok) {
  console.error(`Discord refused the command (HTTP ${response.status}): ${text.slice(0, 2000)}`);
  process.exit(1);
}
const registered = JSON.parse(text);
const names = Array.isArray(registered) ? registered.map((c) => `/${c.name}`).join(', ') : '/arena';
console.log(
  `Registered ${names} ${guildId ? `in server ${guildId}` : 'globally'} for application ${applicationId}.`,
);
