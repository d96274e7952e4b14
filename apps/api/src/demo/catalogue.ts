/** The demo catalogue: games, tournament templates and page texts for a fresh database. */
import type { Motif } from './banners';

export const DEMO_GAMES: Array<{ name: string; colors: [string, string]; motif: Motif }> = [
  { name: 'EA Sports FC 25', colors: ['#0f5132', '#14b8a6'], motif: 'ball' },
  { name: 'Call of Duty: Warzone', colors: ['#1f2937', '#b45309'], motif: 'crosshair' },
  { name: 'Rocket League', colors: ['#1e3a8a', '#f97316'], motif: 'wheel' },
  { name: 'Rainbow Six Siege', colors: ['#111827', '#2563eb'], motif: 'shield' },
  { name: 'Fortnite', colors: ['#581c87', '#0ea5e9'], motif: 'bolt' },
  { name: 'Apex Legends', colors: ['#7f1d1d', '#f43f5e'], motif: 'crown' },
  { name: 'Valorant', colors: ['#3f0d12', '#fb7185'], motif: 'hex' },
  { name: 'Tekken 8', colors: ['#312e81', '#a855f7'], motif: 'fist' },
  { name: 'Counter-Strike 2', colors: ['#422006', '#eab308'], motif: 'star' },
  { name: 'NBA 2K25', colors: ['#7c2d12', '#fb923c'], motif: 'ball' },
];

export const DEMO_REGIONS = [
  'UK & Ireland',
  'Western Europe',
  'Northern Europe',
  'Central Europe',
  'Southern Europe',
];

interface TournamentTemplate {
  name: string;
  game: number;
  teamSize: 1 | 2 | 3 | 4;
  totalTeams: number;
  entryFee: number;
  prizePounds: number;
  category: 'regular' | 'vip';
  state: 'pending' | 'underway' | 'completed' | 'cancelled';
  /** Days from today to the start. */
  startInDays: number;
  region: number;
  split?: number[];
}

export const DEMO_TOURNAMENTS: TournamentTemplate[] = [
  // Open for registration.
  {
    name: 'Friday Night Kick-Off 1v1',
    game: 0,
    teamSize: 1,
    totalTeams: 32,
    entryFee: 5,
    prizePounds: 150,
    category: 'regular',
    state: 'pending',
    startInDays: 2,
    region: 0,
  },
  {
    name: 'Warzone Duos Weekly',
    game: 1,
    teamSize: 2,
    totalTeams: 16,
    entryFee: 10,
    prizePounds: 250,
    category: 'regular',
    state: 'pending',
    startInDays: 3,
    region: 1,
    split: [70, 30],
  },
  {
    name: 'Rocket Rumble 3v3 Cup',
    game: 2,
    teamSize: 3,
    totalTeams: 16,
    entryFee: 12,
    prizePounds: 300,
    category: 'regular',
    state: 'pending',
    startInDays: 4,
    region: 2,
    split: [60, 30, 10],
  },
  {
    name: 'Siege Masters 4v4 Open',
    game: 3,
    teamSize: 4,
    totalTeams: 8,
    entryFee: 20,
    prizePounds: 400,
    category: 'regular',
    state: 'pending',
    startInDays: 5,
    region: 3,
    split: [70, 30],
  },
  {
    name: 'Arena Elite Monthly (VIP)',
    game: 1,
    teamSize: 4,
    totalTeams: 16,
    entryFee: 0,
    prizePounds: 2000,
    category: 'vip',
    state: 'pending',
    startInDays: 12,
    region: 1,
    split: [50, 30, 20],
  },
  {
    name: 'Zero Build Duos Showdown',
    game: 4,
    teamSize: 2,
    totalTeams: 32,
    entryFee: 8,
    prizePounds: 200,
    category: 'regular',
    state: 'pending',
    startInDays: 6,
    region: 4,
  },
  {
    name: 'Apex Trios Night League',
    game: 5,
    teamSize: 3,
    totalTeams: 20,
    entryFee: 15,
    prizePounds: 450,
    category: 'regular',
    state: 'pending',
    startInDays: 8,
    region: 2,
    split: [60, 25, 15],
  },
  {
    name: 'Valorant Spike Rush Cup',
    game: 6,
    teamSize: 4,
    totalTeams: 16,
    entryFee: 25,
    prizePounds: 600,
    category: 'regular',
    state: 'pending',
    startInDays: 9,
    region: 3,
    split: [60, 30, 10],
  },
  {
    name: 'Iron Fist Sunday 1v1',
    game: 7,
    teamSize: 1,
    totalTeams: 64,
    entryFee: 3,
    prizePounds: 120,
    category: 'regular',
    state: 'pending',
    startInDays: 1,
    region: 0,
  },
  {
    name: 'Dust II Doubles',
    game: 8,
    teamSize: 2,
    totalTeams: 16,
    entryFee: 6,
    prizePounds: 160,
    category: 'regular',
    state: 'pending',
    startInDays: 10,
    region: 4,
  },
  {
    name: 'Hardwood Heroes 1v1',
    game: 9,
    teamSize: 1,
    totalTeams: 32,
    entryFee: 4,
    prizePounds: 100,
    category: 'regular',
    state: 'pending',
    startInDays: 14,
    region: 1,
  },
  {
    name: 'VIP Ultimate Team Invitational',
    game: 0,
    teamSize: 1,
    totalTeams: 16,
    entryFee: 0,
    prizePounds: 1000,
    category: 'vip',
    state: 'pending',
    startInDays: 20,
    region: 0,
    split: [60, 25, 15],
  },
  // Live.
  {
    name: 'Midweek Madness 1v1',
    game: 0,
    teamSize: 1,
    totalTeams: 16,
    entryFee: 5,
    prizePounds: 120,
    category: 'regular',
    state: 'underway',
    startInDays: 0,
    region: 0,
  },
  {
    name: 'Resurgence Duos Clash',
    game: 1,
    teamSize: 2,
    totalTeams: 8,
    entryFee: 10,
    prizePounds: 200,
    category: 'regular',
    state: 'underway',
    startInDays: -1,
    region: 1,
  },
  {
    name: 'Aerial Aces 2v2',
    game: 2,
    teamSize: 2,
    totalTeams: 16,
    entryFee: 8,
    prizePounds: 180,
    category: 'regular',
    state: 'underway',
    startInDays: 0,
    region: 2,
  },
  {
    name: 'Breach & Clear 4v4',
    game: 3,
    teamSize: 4,
    totalTeams: 8,
    entryFee: 20,
    prizePounds: 500,
    category: 'regular',
    state: 'underway',
    startInDays: -1,
    region: 3,
    split: [70, 30],
  },
  {
    name: 'Storm Surge Solos',
    game: 4,
    teamSize: 1,
    totalTeams: 32,
    entryFee: 4,
    prizePounds: 140,
    category: 'regular',
    state: 'underway',
    startInDays: 0,
    region: 4,
  },
  {
    name: 'King of the Ring Tekken',
    game: 7,
    teamSize: 1,
    totalTeams: 16,
    entryFee: 5,
    prizePounds: 150,
    category: 'regular',
    state: 'underway',
    startInDays: -2,
    region: 0,
  },
  // Finished.
  {
    name: 'Autumn Derby 1v1',
    game: 0,
    teamSize: 1,
    totalTeams: 32,
    entryFee: 5,
    prizePounds: 150,
    category: 'regular',
    state: 'completed',
    startInDays: -6,
    region: 0,
  },
  {
    name: 'Verdansk Veterans Duos',
    game: 1,
    teamSize: 2,
    totalTeams: 16,
    entryFee: 10,
    prizePounds: 250,
    category: 'regular',
    state: 'completed',
    startInDays: -9,
    region: 1,
  },
  {
    name: 'Boost & Brawl 3v3',
    game: 2,
    teamSize: 3,
    totalTeams: 8,
    entryFee: 12,
    prizePounds: 240,
    category: 'regular',
    state: 'completed',
    startInDays: -13,
    region: 2,
  },
  {
    name: 'October Elite Monthly (VIP)',
    game: 3,
    teamSize: 4,
    totalTeams: 16,
    entryFee: 0,
    prizePounds: 2000,
    category: 'vip',
    state: 'completed',
    startInDays: -30,
    region: 3,
    split: [50, 30, 20],
  },
  {
    name: 'Victory Royale Trios',
    game: 4,
    teamSize: 3,
    totalTeams: 16,
    entryFee: 9,
    prizePounds: 210,
    category: 'regular',
    state: 'completed',
    startInDays: -16,
    region: 4,
  },
  {
    name: 'Outlands Open 3v3',
    game: 5,
    teamSize: 3,
    totalTeams: 12,
    entryFee: 15,
    prizePounds: 360,
    category: 'regular',
    state: 'completed',
    startInDays: -20,
    region: 2,
  },
  {
    name: 'Ascent Invitational',
    game: 6,
    teamSize: 4,
    totalTeams: 8,
    entryFee: 25,
    prizePounds: 500,
    category: 'regular',
    state: 'completed',
    startInDays: -23,
    region: 1,
  },
  {
    name: 'Mirage Masters 2v2',
    game: 8,
    teamSize: 2,
    totalTeams: 16,
    entryFee: 6,
    prizePounds: 160,
    category: 'regular',
    state: 'completed',
    startInDays: -27,
    region: 3,
  },
  {
    name: 'Tip-Off Classic 1v1',
    game: 9,
    teamSize: 1,
    totalTeams: 16,
    entryFee: 4,
    prizePounds: 100,
    category: 'regular',
    state: 'completed',
    startInDays: -34,
    region: 4,
  },
  {
    name: 'Halloween Brawl 1v1',
    game: 7,
    teamSize: 1,
    totalTeams: 32,
    entryFee: 3,
    prizePounds: 90,
    category: 'regular',
    state: 'completed',
    startInDays: -21,
    region: 0,
  },
  // Called off by the organiser (refunded).
  {
    name: 'Siege Late Night Cup',
    game: 3,
    teamSize: 4,
    totalTeams: 8,
    entryFee: 20,
    prizePounds: 300,
    category: 'regular',
    state: 'cancelled',
    startInDays: -4,
    region: 1,
  },
  {
    name: 'Rocket Sprint 1v1',
    game: 2,
    teamSize: 1,
    totalTeams: 16,
    entryFee: 5,
    prizePounds: 80,
    category: 'regular',
    state: 'cancelled',
    startInDays: 7,
    region: 4,
  },
];

export function tournamentTexts(t: TournamentTemplate, gameName: string) {
  const format = `${t.teamSize}v${t.teamSize}`;
  const prize = `£${t.prizePounds.toLocaleString('en-GB')}`;
  const split = t.split ?? [100];
  const places = ['1st', '2nd', '3rd', '4th'];
  return {
    description: `${t.name} is a ${format} ${gameName} tournament for up to ${t.totalTeams} teams, with ${prize} in prizes.`,
    overview: [
      `<h3>Format</h3>`,
      `<p>Single elimination, best of three in every round, best of five in the final. Seeding is random and drawn when the tournament starts.</p>`,
      `<h3>Rules</h3>`,
      `<ul><li>Every player needs the platform ID of this game on their Arena profile.</li>`,
      `<li>Captains report the score of each match; both reports must match.</li>`,
      `<li>Disputes are settled by the organiser with screenshots or clips.</li>`,
      `<li>Check-in closes 15 minutes before the first match; late teams forfeit.</li></ul>`,
      t.category === 'vip'
        ? `<p><strong>VIP only:</strong> every member needs an active VIP subscription and one VIP token.</p>`
        : '',
    ].join(''),
    prizes: [
      `<p>The prize pool of ${prize} is paid into the winners' Arena wallets when the final is confirmed, split equally between the players of each team.</p>`,
      `<ul>${split.map((percent, i) => `<li>${places[i]} place: £${((t.prizePounds * percent) / 100).toFixed(2)} (${percent}%)</li>`).join('')}</ul>`,
    ].join(''),
  };
}

export const TERMS_HTML = `
<h2>Terms and Conditions</h2>
<p>These terms govern your use of Arena. By creating an account you confirm that you are at least 18 years old and agree to them.</p>
<h3>1. Entering tournaments</h3>
<p>You enter tournaments by buying Tokens, Credits or a VIP subscription to win prizes or cash. Credits are used for entry fees only and cannot be converted to cash. VIP tournaments need an active VIP subscription and a VIP token for every player.</p>
<h3>2. Payments</h3>
<p>Payments are taken by PayPal, Visa and Mastercard in GBP and Euros. All sales are final and there is no refund, except that credits are returned when the organiser cancels a tournament. The VIP subscription does not auto-renew.</p>
<h3>3. Prizes and withdrawals</h3>
<p>Prize money is paid into your Arena wallet and may be withdrawn to a PayPal account in your name, less the published withdrawal fee.</p>
<h3>4. Fair play</h3>
<p>Cheating, account sharing, smurfing and abuse lead to disqualification and may lead to a ban and the loss of prizes.</p>
<h3>5. Liability</h3>
<p>Our liability to you is capped at £1000.</p>
<h3>6. Disputes</h3>
<p>Before starting arbitration, you and we agree to a 30-day informal negotiation period.</p>
`.trim();

export const PRIVACY_HTML = `
<h2>Privacy Policy</h2>
<p>This policy explains what personal data Arena collects, why, and the rights you have over it.</p>
<h3>What we collect</h3>
<p>Your e-mail address, username and password; billing address and payment data (card numbers are handled by our payment provider); log, device and location data.</p>
<h3>Cookies</h3><p>We use the browser storage and cookies needed to keep you signed in.</p>
<h3>Retention</h3><p>We keep your data for as long as your account exists.</p>
<h3>Minors</h3><p>We do not knowingly serve anyone under 18; an account found to belong to a minor is deactivated.</p>
`.trim();

export const ABOUT_ENTRIES = [
  'Built for competitors',
  '<p>Arena runs weekly 1v1, 2v2, 3v3 and 4v4 tournaments and a monthly VIP elite tournament for gamers across the EU, with real prize money paid into your wallet.</p>',
  'How it works',
  '<p><strong>Sign up.</strong> Create your free account, add your platform IDs and build a team of up to four.</p>',
  '<p><strong>Compete.</strong> Enter a weekly or VIP tournament and play through a live bracket.</p>',
  '<p><strong>Win and earn.</strong> Prizes land in your Arena wallet; withdraw them to PayPal.</p>',
  'Why players choose Arena',
  'Over 220 tournaments planned for the year',
  'Monthly prize pools above £2000',
  'More than £24000 of prizes a year',
  'Live brackets with score reporting by both captains',
  'Fast withdrawals to PayPal',
  '<p>Want a tournament for your community? Ask us in our chat community and we will host it.</p>',
];
