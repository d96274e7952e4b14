/** Every URL of the web app in one typed table: `path` for the router, `href()` for links. */

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
  contactUs: route('/contactus'),
  otp: route('/otp'),
  createPassword: route('/createpassword'),
  myProfile: route('/myprofile'),
  aboutUs: route('/aboutus'),
  forgotPassword: route('/forgotpassword'),
  games: route('/game'),
  tournaments: route('/tournament'),
  viewTournament: route('/viewtournament'),
} as const;

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
