/**
 * Every URL of the web app in one typed table: `path` for the router, `href()` for links. The screens the API's
 * notices open take their paths from the shared table (`@arena/shared/app-links`).
 */
import { APP_PATHS, appHref } from '@arena/shared/app-links';
import type { Tournament } from '@arena/shared/catalogue';
import { ACCOUNT_MENU } from '@arena/shared/constants';

function route<P extends string>(path: P) {
  return { path, href: () => path };
}

export const routes = {
  home: route('/'),
  login: route('/login'),
  signup: route('/signup'),
  resetPassword: route('/resetpassword'),
  termsConditions: route('/termconditions'),
  privacyPolicy: route('/privacypolicy'),
  accessibility: route('/accessibility'),
  overlayMatch: route('/overlay/match'),
  overlayBracket: route('/overlay/bracket'),
  embedBracket: route('/embed/bracket'),
  contactUs: route('/contactus'),
  otp: route('/otp'),
  createPassword: route('/createpassword'),
  myProfile: route(APP_PATHS.myProfile),
  confirmEmailChange: route('/confirmemailchange'),
  undoEmailChange: route('/undoemailchange'),
  verifyEmail: route('/verifyemail'),
  aboutUs: route('/aboutus'),
  forgotPassword: route('/forgotpassword'),
  games: route('/game'),
  tournaments: route('/tournament'),
  viewTournament: route(APP_PATHS.viewTournament),
  match: route(APP_PATHS.match),
  player: route(APP_PATHS.player),
  team: route(APP_PATHS.team),
  leaderboard: route('/leaderboard'),
  ladders: route(APP_PATHS.ladders),
  ladder: route(APP_PATHS.ladder),
} as const;

/** The match room of one match (decision 0023). */
export const matchRoomHref = (matchId: number) => appHref.match(matchId);

/** A player's and a team's public pages (decision 0046). */
export const playerHref = appHref.player;
export const teamHref = appHref.team;

/** One panel of My Account, by its menu number (`/myprofile?menu=N`). */
export const accountPanelHref = appHref.accountPanel;

/** My Profile's edit form, opened at the date of birth and country of residence (decision 0055). */
export const profileAgeAndCountryHref = `${appHref.accountPanel(ACCOUNT_MENU.profile)}&edit=age-and-country`;

export type RouteName = keyof typeof routes;

/** Sections of the home page, linked from the footer; the id is also the navigation state value. */
export const homeSections = [
  { id: 'home', label: 'HOME' },
  { id: 'about-us', label: 'ABOUT-US' },
  { id: 'how-it-works', label: 'HOW-IT-WORKS' },
  { id: 'featured-competitions', label: 'FEATURED-COMPETITIONS' },
  { id: 'contact-us', label: 'CONTACT-US' },
] as const;

export type HomeSectionId = (typeof homeSections)[number]['id'];

/** Navigation state understood by the home page: scroll to this section. */
export interface HomeNavigationState {
  section: HomeSectionId;
}

/** Navigation state understood by /myprofile: open this menu panel. */
export interface AccountNavigationState {
  menu: number;
}

export function isHomeSectionId(value: unknown): value is HomeSectionId {
  return homeSections.some((section) => section.id === value);
}

/** Navigation state understood by /viewtournament: the tournament, at least its id (spec 000 section 2). */
export interface ViewTournamentNavigationState {
  tournament: Partial<Tournament> & { id: number };
}

/**
 * How every list opens a tournament's detail page: its id in the URL (so a reload or a shared link works)
 * and the tournament item in navigation state.
 */
export function viewTournamentLink(tournament: ViewTournamentNavigationState['tournament']): {
  to: string;
  state: ViewTournamentNavigationState;
} {
  return { to: appHref.tournament(tournament.id), state: { tournament } };
}

/** A route with one id in its path, e.g. `/admin/players/:id`. */
function routeWithId<P extends `${string}/:id`>(path: P) {
  return { path, href: (id: number) => path.replace(':id', String(id)) };
}

/** The organiser console (decision 0011), admins only. */
export const adminRoutes = {
  dashboard: route('/admin'),
  tournaments: route('/admin/tournaments'),
  newTournament: route('/admin/tournaments/new'),
  tournament: routeWithId(APP_PATHS.adminTournament),
  games: route('/admin/games'),
  players: route('/admin/players'),
  player: routeWithId('/admin/players/:id'),
  withdrawals: route(APP_PATHS.adminWithdrawals),
  products: route('/admin/products'),
  pages: route('/admin/pages'),
  inbox: route(APP_PATHS.adminInbox),
  outbox: route('/admin/outbox'),
  audit: route('/admin/audit'),
  apiKeys: route('/admin/api-keys'),
  ladders: route('/admin/ladders'),
  webhooks: route(APP_PATHS.adminWebhooks),
  webhookDeliveries: routeWithId('/admin/webhooks/:id'),
} as const;
