/**
 * The web app's screens that other places link to (decision 0037): the web's router serves these paths, the API's
 * notices and e-mails open them. One table, so a renamed screen cannot leave a notice pointing at the old one.
 */
// By the package's name, not './constants': the web's build configuration loads this file through Node itself,
// which resolves no extensionless relative import.
import { ACCOUNT_MENU, type AccountMenu } from '@arena/shared/constants';

/** Router paths (without the `#`): the web's routes table uses these. */
export const APP_PATHS = {
  myProfile: '/myprofile',
  viewTournament: '/viewtournament',
  match: '/match',
  player: '/player',
  team: '/team',
  ladder: '/ladder',
  ladders: '/ladders',
  adminTournament: '/admin/tournaments/:id',
  adminWithdrawals: '/admin/withdrawals',
  adminInbox: '/admin/inbox',
  adminDashboard: '/admin',
  adminWebhooks: '/admin/webhooks',
} as const;

/** In-app hrefs of one screen (a router path with its query), as the web's links navigate. */
export const appHref = {
  /** A tournament's page (spec 000 section 2). */
  tournament: (id: number) => `${APP_PATHS.viewTournament}?id=${id}`,
  /** The match room of one match (decision 0023). */
  match: (id: number) => `${APP_PATHS.match}?id=${id}`,
  /** A player's public page (decision 0046). */
  player: (id: number) => `${APP_PATHS.player}?id=${id}`,
  /** A team's public page (decision 0046). */
  team: (id: number) => `${APP_PATHS.team}?id=${id}`,
  /** A season ladder's page (issue 27). */
  ladder: (id: number) => `${APP_PATHS.ladder}?id=${id}`,
  /** One panel of My Account, by its menu number. */
  accountPanel: (menu: AccountMenu) => `${APP_PATHS.myProfile}?menu=${menu}`,
  adminTournament: (id: number) => APP_PATHS.adminTournament.replace(':id', String(id)),
} as const;

const hash = (href: string) => `#${href}`;

/**
 * Hash routes the notifications open (a notice's `link`; e-mails prefix the public URL): the screen each is
 * about (My Account's panel by its menu number, the match room of a match both rosters can open).
 */
export const NOTICE_LINKS = {
  /** The captain's teams, where join requests are answered (Team Management). */
  teamManagement: hash(appHref.accountPanel(ACCOUNT_MENU.teamManagement)),
  /** The teams a player is on (My Participations): where a team that accepted, removed or dropped them shows. */
  myParticipations: hash(appHref.accountPanel(ACCOUNT_MENU.myParticipations)),
  wallet: hash(appHref.accountPanel(ACCOUNT_MENU.wallet)),
  credits: hash(appHref.accountPanel(ACCOUNT_MENU.credits)),
  vipSubscription: hash(appHref.accountPanel(ACCOUNT_MENU.vipSubscription)),
  vipTokens: hash(appHref.accountPanel(ACCOUNT_MENU.vipTokens)),
  myTournaments: hash(appHref.accountPanel(ACCOUNT_MENU.myTournaments)),
  /** The notification list and its settings (the e-mails' "change your notification settings"). */
  notificationSettings: hash(appHref.accountPanel(ACCOUNT_MENU.notifications)),
  tournament: (id: number) => hash(appHref.tournament(id)),
  match: (id: number) => hash(appHref.match(id)),
  ladder: (id: number) => hash(appHref.ladder(id)),
  adminWithdrawals: hash(APP_PATHS.adminWithdrawals),
  adminInbox: hash(APP_PATHS.adminInbox),
  /** A disabled webhook endpoint's notice: the console's webhooks screen, where it is enabled again. */
  adminWebhooks: hash(APP_PATHS.adminWebhooks),
  adminTournament: (id: number) => hash(appHref.adminTournament(id)),
} as const;
