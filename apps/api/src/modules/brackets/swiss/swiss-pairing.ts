/**
 * The Swiss pairing of one round, pure (decision 0042). The teams to pair come in the pairing's order
 * (rankedForPairing: record, Buchholz, seed); the answer is the pairs, higher-ranked team first, and at most one
 * bye. The rules, each taking precedence over the ones after it:
 *   1. as few rematches as possible (none where one is avoidable);
 *   2. the bye to a team with the fewest byes so far (no second bye while another team has none, where avoidable);
 *   3. no pair more than one win apart where avoidable, and the largest such difference as small as possible (a 2-0
 *      meets a 0-2 only when nothing closer pairs everyone); pairs one win apart are the next rules' business;
 *   4. the bye to the lowest-ranked team that the rules above allow;
 *   5. the least total of squared record differences (teams on the same record meet: as few floaters as possible);
 *   6. within a record, top half against bottom half (1 v g/2+1, 2 v g/2+2, ...); a team floating down meets the
 *      highest-ranked team of the record below.
 * Rules 1 to 4 are hard limits found by matchings that ask "can everyone still be paired?"; rules 5 and 6 are the
 * weights of one maximum-weight matching over what the limits leave.
 */
import { maxWeightMatching, type WeightedEdge } from './max-weight-matching';
import { halfWins, type RankedSwissTeam } from './swiss-standings';

export interface SwissPairing {
  /** Team ids, the higher-ranked team first; pairs in the order of their higher-ranked team. */
  pairs: Array<[number, number]>;
  bye: number | null;
}

type PairingTeam = Pick<RankedSwissTeam, 'id' | 'wins' | 'draws' | 'losses' | 'byes' | 'opponents'>;

/** One candidate pair of the pairing graph: vertices by rank (0 the top), `bye` the vertex standing for the bye. */
interface Candidate {
  a: number;
  b: number;
  /** In half wins; 0 for the bye. */
  diff: number;
  rematch: boolean;
}

/** Union-find components of a graph: a component with an odd number of vertices has no perfect matching. */
function components(vertexCount: number, edges: Candidate[]): number[][] {
  const parent = Array.from({ length: vertexCount }, (_, i) => i);
  const find = (v: number): number => {
    while (parent[v] !== v) v = parent[v] = parent[parent[v]!]!;
    return v;
  };
  for (const edge of edges) parent[find(edge.a)] = find(edge.b);
  const byRoot = new Map<number, number[]>();
  for (let v = 0; v < vertexCount; v++) {
    const root = find(v);
    const list = byRoot.get(root);
    if (list) list.push(v);
    else byRoot.set(root, [v]);
  }
  return [...byRoot.values()];
}

/**
 * A maximum-weight perfect matching of a graph, solved component by component (the limits split the teams into
 * records that cannot meet, and the blossom's cost grows with the cube of a component's size). Null when no
 * perfect matching exists; otherwise the mate of each vertex and the total weight.
 */
function perfectMatching(
  vertexCount: number,
  edges: Candidate[],
  weightOf: (edge: Candidate) => number,
): { mate: number[]; weight: number } | null {
  const mate = new Array<number>(vertexCount).fill(-1);
  let weight = 0;
  const parts = components(vertexCount, edges);
  if (parts.some((part) => part.length % 2 === 1)) return null;
  const local = new Int32Array(vertexCount);
  const partOf = new Int32Array(vertexCount);
  parts.forEach((part, p) =>
    part.forEach((v, i) => {
      local[v] = i;
      partOf[v] = p;
    }),
  );
  const edgesOf: WeightedEdge[][] = parts.map(() => []);
  for (const edge of edges)
    edgesOf[partOf[edge.a]!]!.push({ a: local[edge.a]!, b: local[edge.b]!, weight: weightOf(edge) });
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p]!;
    if (part.length === 2) {
      // Two vertices joined: the one edge (the cheapest case, and the commonest late in a Major-style stage).
      const best = edgesOf[p]!.reduce((x, y) => (y.weight > x.weight ? y : x));
      mate[part[0]!] = part[1]!;
      mate[part[1]!] = part[0]!;
      weight += best.weight;
      continue;
    }
    const partMate = maxWeightMatching(part.length, edgesOf[p]!, true);
    if (partMate.some((m) => m === -1)) return null;
    partMate.forEach((m, i) => (mate[part[i]!] = part[m]!));
    for (const edge of edgesOf[p]!) if (partMate[edge.a] === edge.b) weight += edge.weight;
  }
  return { mate, weight };
}

/**
 * Whether a greedy pass pairs every vertex without a rematch: the vertex with the fewest unpaired neighbours first,
 * with its neighbour that has the fewest. Success proves the best answer bestCover can give (every pair new) without
 * the blossom; failure proves nothing, and the blossom decides. Most of a round's questions end here: a Swiss round
 * rarely needs a rematch, and the blossom was most of the pairing's time (session 25, a CPU profile of the property
 * test).
 */
function pairsEveryoneAfresh(vertexCount: number, edges: Candidate[]): boolean {
  if (vertexCount % 2 === 1) return false;
  const neighbours: number[][] = Array.from({ length: vertexCount }, () => []);
  for (const edge of edges) {
    if (edge.rematch) continue;
    neighbours[edge.a]!.push(edge.b);
    neighbours[edge.b]!.push(edge.a);
  }
  const paired = new Uint8Array(vertexCount);
  const open = neighbours.map((list) => list.length);
  for (let done = 0; done < vertexCount; done += 2) {
    let v = -1;
    for (let u = 0; u < vertexCount; u++) if (!paired[u] && (v === -1 || open[u]! < open[v]!)) v = u;
    let w = -1;
    for (const u of neighbours[v]!) if (!paired[u] && (w === -1 || open[u]! < open[w]!)) w = u;
    if (w === -1) return false;
    paired[v] = paired[w] = 1;
    for (const u of neighbours[v]!) open[u]! -= 1;
    for (const u of neighbours[w]!) open[u]! -= 1;
  }
  return true;
}

/**
 * The most pairs without a rematch among the perfect matchings of this graph, or -1 when there is none: the
 * question behind every limit ("can everyone be paired with no more rematches than the best pairing needs?").
 */
function bestCover(vertexCount: number, edges: Candidate[]): number {
  if (pairsEveryoneAfresh(vertexCount, edges)) return vertexCount / 2;
  const matched = perfectMatching(vertexCount, edges, (edge) => (edge.rematch ? 1 : 2));
  return matched === null ? -1 : matched.weight - vertexCount / 2;
}

/**
 * Weights of the final matching: rematches, then squared record differences, then rank order (decision 0042). Each
 * unit outweighs everything below it for up to 256 teams: at most 128 pairs, a rank penalty under 512 a pair (2^16
 * in all), a squared difference of at most 40^2 half wins a pair (20 rounds; under 2^18 in all). The largest total,
 * 128 * 2^43 = 2^50, stays exact in a double.
 */
const RANK_UNIT = 1;
const DIFF_UNIT = 2 ** 16;
const REMATCH_UNIT = 2 ** 34;
const BASE_WEIGHT = 2 ** 43;

/** Round 1 (nobody has played): top half against bottom half by seed, the bye to the lowest seed. */
function firstRound(teams: PairingTeam[]): SwissPairing {
  const bye = teams.length % 2 === 1 ? teams[teams.length - 1]!.id : null;
  const paired = bye === null ? teams : teams.slice(0, -1);
  const half = paired.length / 2;
  return {
    pairs: Array.from({ length: half }, (_, i) => [paired[i]!.id, paired[i + half]!.id]),
    bye,
  };
}

/**
 * Pairs the teams still playing. `teams` must be in the pairing's order (rankedForPairing, or seed order in round
 * 1); eliminated and advanced teams are left out by the caller.
 */
export function pairSwissRound(teams: PairingTeam[]): SwissPairing {
  const n = teams.length;
  if (n === 0) return { pairs: [], bye: null };
  if (n === 1) return { pairs: [], bye: teams[0]!.id };
  const fresh = teams.every(
    (team) => team.opponents.length === 0 && team.byes === 0 && halfWins(team) === halfWins(teams[0]!),
  );
  if (fresh) return firstRound(teams);

  const score = teams.map(halfWins);
  const met = teams.map((team) => new Set(team.opponents));
  // Score groups: each team's position in its record and the record's size, for rule 6.
  const groupStart: number[] = [];
  const groupSize: number[] = [];
  for (let i = 0; i < n;) {
    let j = i;
    while (j < n && score[j] === score[i]) j += 1;
    for (let k = i; k < j; k++) {
      groupStart[k] = i;
      groupSize[k] = j - i;
    }
    i = j;
  }

  const hasBye = n % 2 === 1;
  const byeVertex = n;
  const vertexCount = hasBye ? n + 1 : n;
  const pairsOf: Candidate[] = [];
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      pairsOf.push({
        a,
        b,
        diff: Math.abs(score[a]! - score[b]!),
        rematch: met[a]!.has(teams[b]!.id),
      });
  const byeEdges = (allowed: (team: number) => boolean): Candidate[] =>
    hasBye
      ? teams.flatMap((_, t) => (allowed(t) ? [{ a: t, b: byeVertex, diff: 0, rematch: false }] : []))
      : [];
  const diffs = [...new Set(pairsOf.map((edge) => edge.diff))].sort((x, y) => x - y);
  const within = (limit: number) => pairsOf.filter((edge) => edge.diff <= limit);
  const cover = (limit: number, byes: Candidate[]) => bestCover(vertexCount, [...within(limit), ...byes]);
  const allByes = byeEdges(() => true);

  // Rule 1: the fewest rematches. Most rounds pair everyone without one among near records, which settles it
  // without a matching over every pair.
  const everyone = vertexCount / 2;
  let target = -1;
  for (const limit of diffs) {
    const found = cover(limit, allByes);
    if (found === everyone || limit === diffs[diffs.length - 1]) {
      target = found;
      break;
    }
  }

  // Rules 2 and 3: the bye among the teams with the fewest byes (widened a bye count at a time only if nobody
  // else can take it), then the smallest largest record difference above one win (2 half wins) that still reaches
  // the target: within one win, the bye's place (rule 4) comes before fewer floaters (rule 5).
  const limits = diffs.filter((d) => d >= Math.min(2, diffs[diffs.length - 1]!));
  let byeLimit = hasBye ? Math.min(...teams.map((team) => team.byes)) : 0;
  let limit = diffs[diffs.length - 1]!;
  for (;;) {
    const eligible = byeEdges((t) => teams[t]!.byes <= byeLimit);
    const found = limits.find((d) => cover(d, eligible) === target);
    if (found !== undefined) {
      limit = found;
      break;
    }
    byeLimit += 1;
  }

  // Rule 4: the lowest-ranked team allowed the bye.
  let byeTeam = -1;
  if (hasBye)
    for (let t = n - 1; t >= 0; t--) {
      if (teams[t]!.byes > byeLimit) continue;
      const only = [{ a: t, b: byeVertex, diff: 0, rematch: false }];
      if (cover(limit, only) === target) {
        byeTeam = t;
        break;
      }
    }

  // Rules 5 and 6: one weighted matching over the pairs within the limit, without the bye's team.
  const rankPenalty = (a: number, b: number) => {
    const positionA = a - groupStart[a]!;
    const positionB = b - groupStart[b]!;
    if (groupStart[a] === groupStart[b])
      return Math.abs(positionB - positionA - Math.floor(groupSize[a]! / 2));
    return groupSize[a]! - 1 - positionA + positionB;
  };
  const playing = within(limit).filter((edge) => edge.a !== byeTeam && edge.b !== byeTeam);
  const matched = perfectMatching(
    vertexCount,
    [...playing, ...(byeTeam >= 0 ? [{ a: byeTeam, b: byeVertex, diff: 0, rematch: false }] : [])],
    (edge) =>
      edge.b === byeVertex
        ? BASE_WEIGHT
        : BASE_WEIGHT -
          (edge.rematch ? REMATCH_UNIT : 0) -
          edge.diff * edge.diff * DIFF_UNIT -
          rankPenalty(edge.a, edge.b) * RANK_UNIT,
  );
  if (!matched) throw new Error('Swiss pairing: no pairing within the limits it found');
  const pairs: Array<[number, number]> = [];
  for (let a = 0; a < n; a++) {
    const b = matched.mate[a]!;
    if (b > a && b < n) pairs.push([teams[a]!.id, teams[b]!.id]);
  }
  return { pairs, bye: byeTeam >= 0 ? teams[byeTeam]!.id : null };
}
