/**
 * Maximum-weight matching in a general graph (Edmonds' blossom algorithm with dual variables, O(n^3)): the engine
 * of the Swiss pairing (decision 0042). Our own port of Joris van Rantwijk's public-domain mwmatching.py, so the
 * pairing depends on no outside package. Weights should be integers (the pairing's are) so every dual stays exact.
 */

export interface WeightedEdge {
  /** Vertex numbers, 0 upwards. */
  a: number;
  b: number;
  weight: number;
}

/**
 * The matching of largest total weight; with `maxCardinality`, the one of largest weight among those that match
 * the most vertices. Answers each vertex's mate, -1 for an unmatched vertex.
 */
export function maxWeightMatching(
  vertexCount: number,
  edges: readonly WeightedEdge[],
  maxCardinality = false,
): number[] {
  const nvertex = vertexCount;
  const nedge = edges.length;
  if (nedge === 0 || nvertex === 0) return Array.from({ length: nvertex }, () => -1);
  const edgeA = new Int32Array(nedge);
  const edgeB = new Int32Array(nedge);
  const edgeW = new Float64Array(nedge);
  let maxweight = 0;
  edges.forEach((edge, k) => {
    if (edge.a < 0 || edge.b < 0 || edge.a >= nvertex || edge.b >= nvertex || edge.a === edge.b)
      throw new Error(`matching: bad edge ${edge.a}-${edge.b}`);
    edgeA[k] = edge.a;
    edgeB[k] = edge.b;
    edgeW[k] = edge.weight;
    if (edge.weight > maxweight) maxweight = edge.weight;
  });
  // endpoint[p]: the vertex at end p of edge p >> 1 (p even: a, odd: b).
  const endpoint = new Int32Array(2 * nedge);
  for (let p = 0; p < 2 * nedge; p++) endpoint[p] = p & 1 ? edgeB[p >> 1]! : edgeA[p >> 1]!;
  const neighbend: number[][] = Array.from({ length: nvertex }, () => []);
  for (let k = 0; k < nedge; k++) {
    neighbend[edgeA[k]!]!.push(2 * k + 1);
    neighbend[edgeB[k]!]!.push(2 * k);
  }
  const mate = new Int32Array(nvertex).fill(-1);
  const label = new Int32Array(2 * nvertex);
  const labelend = new Int32Array(2 * nvertex).fill(-1);
  const inblossom = new Int32Array(nvertex);
  for (let v = 0; v < nvertex; v++) inblossom[v] = v;
  const blossomparent = new Int32Array(2 * nvertex).fill(-1);
  const blossomchilds: Array<number[] | null> = new Array(2 * nvertex).fill(null);
  const blossombase = new Int32Array(2 * nvertex).fill(-1);
  for (let v = 0; v < nvertex; v++) blossombase[v] = v;
  const blossomendps: Array<number[] | null> = new Array(2 * nvertex).fill(null);
  const bestedge = new Int32Array(2 * nvertex).fill(-1);
  const blossombestedges: Array<number[] | null> = new Array(2 * nvertex).fill(null);
  const unusedblossoms: number[] = [];
  for (let b = nvertex; b < 2 * nvertex; b++) unusedblossoms.push(b);
  const dualvar = new Float64Array(2 * nvertex);
  for (let v = 0; v < nvertex; v++) dualvar[v] = maxweight;
  const allowedge = new Uint8Array(nedge);
  let queue: number[] = [];

  const slack = (k: number) => dualvar[edgeA[k]!]! + dualvar[edgeB[k]!]! - 2 * edgeW[k]!;

  const blossomLeaves = (b: number, out: number[] = []): number[] => {
    if (b < nvertex) out.push(b);
    else for (const t of blossomchilds[b]!) blossomLeaves(t, out);
    return out;
  };

  const assignLabel = (w: number, t: number, p: number): void => {
    const b = inblossom[w]!;
    label[w] = label[b] = t;
    labelend[w] = labelend[b] = p;
    bestedge[w] = bestedge[b] = -1;
    if (t === 1) blossomLeaves(b, queue);
    else if (t === 2) {
      const base = blossombase[b]!;
      assignLabel(endpoint[mate[base]!]!, 1, mate[base]! ^ 1);
    }
  };

  /** Traces back from v and w: the base of a new blossom, or -1 for an augmenting path. */
  const scanBlossom = (vStart: number, wStart: number): number => {
    let v = vStart;
    let w = wStart;
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = inblossom[v]!;
      if (label[b]! & 4) {
        base = blossombase[b]!;
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelend[b] === -1) v = -1;
      else {
        v = endpoint[labelend[b]!]!;
        b = inblossom[v]!;
        v = endpoint[labelend[b]!]!;
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (const b of path) label[b] = 1;
    return base;
  };

  const addBlossom = (base: number, k: number): void => {
    let v = edgeA[k]!;
    let w = edgeB[k]!;
    const bb = inblossom[base]!;
    let bv = inblossom[v]!;
    let bw = inblossom[w]!;
    const b = unusedblossoms.pop()!;
    blossombase[b] = base;
    blossomparent[b] = -1;
    blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    blossomchilds[b] = path;
    blossomendps[b] = endps;
    while (bv !== bb) {
      blossomparent[bv] = b;
      path.push(bv);
      endps.push(labelend[bv]!);
      v = endpoint[labelend[bv]!]!;
      bv = inblossom[v]!;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomparent[bw] = b;
      path.push(bw);
      endps.push(labelend[bw]! ^ 1);
      w = endpoint[labelend[bw]!]!;
      bw = inblossom[w]!;
    }
    label[b] = 1;
    labelend[b] = labelend[bb]!;
    dualvar[b] = 0;
    for (const leaf of blossomLeaves(b)) {
      if (label[inblossom[leaf]!] === 2) queue.push(leaf);
      inblossom[leaf] = b;
    }
    const bestedgeto = new Int32Array(2 * nvertex).fill(-1);
    for (const child of path) {
      const nblists: number[][] =
        blossombestedges[child] === null
          ? blossomLeaves(child).map((leaf) => neighbend[leaf]!.map((p) => p >> 1))
          : [blossombestedges[child]!];
      for (const nblist of nblists)
        for (const e of nblist) {
          let j = edgeB[e]!;
          if (inblossom[j] === b) j = edgeA[e]!;
          const bj = inblossom[j]!;
          if (bj !== b && label[bj] === 1 && (bestedgeto[bj] === -1 || slack(e) < slack(bestedgeto[bj]!)))
            bestedgeto[bj] = e;
        }
      blossombestedges[child] = null;
      bestedge[child] = -1;
    }
    const best: number[] = [];
    for (const e of bestedgeto) if (e !== -1) best.push(e);
    blossombestedges[b] = best;
    bestedge[b] = -1;
    for (const e of best) if (bestedge[b] === -1 || slack(e) < slack(bestedge[b]!)) bestedge[b] = e;
  };

  const expandBlossom = (b: number, endstage: boolean): void => {
    const childs = blossomchilds[b]!;
    for (const s of childs) {
      blossomparent[s] = -1;
      if (s < nvertex) inblossom[s] = s;
      else if (endstage && dualvar[s] === 0) expandBlossom(s, endstage);
      else for (const leaf of blossomLeaves(s)) inblossom[leaf] = s;
    }
    if (!endstage && label[b] === 2) {
      const endps = blossomendps[b]!;
      const entrychild = inblossom[endpoint[labelend[b]! ^ 1]!]!;
      let j = childs.indexOf(entrychild);
      let jstep: number;
      let endptrick: number;
      if (j & 1) {
        j -= childs.length;
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      const at = <T>(list: T[], i: number) => list[i < 0 ? i + list.length : i]!;
      let p = labelend[b]!;
      while (j !== 0) {
        label[endpoint[p ^ 1]!] = 0;
        label[endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]!] = 0;
        assignLabel(endpoint[p ^ 1]!, 2, p);
        allowedge[at(endps, j - endptrick) >> 1] = 1;
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        allowedge[p >> 1] = 1;
        j += jstep;
      }
      let bv = at(childs, j);
      label[endpoint[p ^ 1]!] = label[bv] = 2;
      labelend[endpoint[p ^ 1]!] = labelend[bv] = p;
      bestedge[bv] = -1;
      j += jstep;
      while (at(childs, j) !== entrychild) {
        bv = at(childs, j);
        if (label[bv] === 1) {
          j += jstep;
          continue;
        }
        let found = -1;
        for (const leaf of blossomLeaves(bv))
          if (label[leaf] !== 0) {
            found = leaf;
            break;
          }
        if (found !== -1) {
          label[found] = 0;
          label[endpoint[mate[blossombase[bv]!]!]!] = 0;
          assignLabel(found, 2, labelend[found]!);
        }
        j += jstep;
      }
    }
    label[b] = labelend[b] = -1;
    blossomchilds[b] = blossomendps[b] = null;
    blossombase[b] = -1;
    blossombestedges[b] = null;
    bestedge[b] = -1;
    unusedblossoms.push(b);
  };

  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomparent[t] !== b) t = blossomparent[t]!;
    if (t >= nvertex) augmentBlossom(t, v);
    const childs = blossomchilds[b]!;
    const endps = blossomendps[b]!;
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number;
    let endptrick: number;
    if (i & 1) {
      j -= childs.length;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
    const at = <T>(list: T[], index: number) => list[index < 0 ? index + list.length : index]!;
    while (j !== 0) {
      j += jstep;
      t = at(childs, j);
      const p = at(endps, j - endptrick) ^ endptrick;
      if (t >= nvertex) augmentBlossom(t, endpoint[p]!);
      j += jstep;
      t = at(childs, j);
      if (t >= nvertex) augmentBlossom(t, endpoint[p ^ 1]!);
      mate[endpoint[p]!] = p ^ 1;
      mate[endpoint[p ^ 1]!] = p;
    }
    blossomchilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    blossomendps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    blossombase[b] = blossombase[blossomchilds[b]![0]!]!;
  };

  const augmentMatching = (k: number): void => {
    const starts: Array<[number, number]> = [
      [edgeA[k]!, 2 * k + 1],
      [edgeB[k]!, 2 * k],
    ];
    for (const [start, firstP] of starts) {
      let s = start;
      let p = firstP;
      for (;;) {
        const bs = inblossom[s]!;
        if (bs >= nvertex) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelend[bs] === -1) break;
        const t = endpoint[labelend[bs]!]!;
        const bt = inblossom[t]!;
        s = endpoint[labelend[bt]!]!;
        const j = endpoint[labelend[bt]! ^ 1]!;
        if (bt >= nvertex) augmentBlossom(bt, j);
        mate[j] = labelend[bt]!;
        p = labelend[bt]! ^ 1;
      }
    }
  };

  for (let stage = 0; stage < nvertex; stage++) {
    label.fill(0);
    bestedge.fill(-1);
    for (let b = nvertex; b < 2 * nvertex; b++) blossombestedges[b] = null;
    allowedge.fill(0);
    queue = [];
    for (let v = 0; v < nvertex; v++) if (mate[v] === -1 && label[inblossom[v]!] === 0) assignLabel(v, 1, -1);
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop()!;
        for (const p of neighbend[v]!) {
          const k = p >> 1;
          const w = endpoint[p]!;
          if (inblossom[v] === inblossom[w]) continue;
          let kslack = 0;
          if (!allowedge[k]) {
            kslack = slack(k);
            if (kslack <= 0) allowedge[k] = 1;
          }
          if (allowedge[k]) {
            if (label[inblossom[w]!] === 0) assignLabel(w, 2, p ^ 1);
            else if (label[inblossom[w]!] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelend[w] = p ^ 1;
            }
          } else if (label[inblossom[w]!] === 1) {
            const b = inblossom[v]!;
            if (bestedge[b] === -1 || kslack < slack(bestedge[b]!)) bestedge[b] = k;
          } else if (label[w] === 0) {
            if (bestedge[w] === -1 || kslack < slack(bestedge[w]!)) bestedge[w] = k;
          }
        }
      }
      if (augmented) break;

      // No augmenting path with the current duals: change them by the largest step that keeps them feasible.
      let deltatype = -1;
      let delta = 0;
      let deltaedge = -1;
      let deltablossom = -1;
      if (!maxCardinality) {
        deltatype = 1;
        delta = Infinity;
        for (let v = 0; v < nvertex; v++) delta = Math.min(delta, dualvar[v]!);
      }
      for (let v = 0; v < nvertex; v++)
        if (label[inblossom[v]!] === 0 && bestedge[v] !== -1) {
          const d = slack(bestedge[v]!);
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 2;
            deltaedge = bestedge[v]!;
          }
        }
      for (let b = 0; b < 2 * nvertex; b++)
        if (blossomparent[b] === -1 && label[b] === 1 && bestedge[b] !== -1) {
          const d = slack(bestedge[b]!) / 2;
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 3;
            deltaedge = bestedge[b]!;
          }
        }
      for (let b = nvertex; b < 2 * nvertex; b++)
        if (
          blossombase[b]! >= 0 &&
          blossomparent[b] === -1 &&
          label[b] === 2 &&
          (deltatype === -1 || dualvar[b]! < delta)
        ) {
          delta = dualvar[b]!;
          deltatype = 4;
          deltablossom = b;
        }
      if (deltatype === -1) {
        // Only with maxCardinality: no further improvement is possible; the optimum is reached.
        deltatype = 1;
        let least = Infinity;
        for (let v = 0; v < nvertex; v++) least = Math.min(least, dualvar[v]!);
        delta = Math.max(0, least);
      }
      for (let v = 0; v < nvertex; v++) {
        const l = label[inblossom[v]!];
        if (l === 1) dualvar[v] = dualvar[v]! - delta;
        else if (l === 2) dualvar[v] = dualvar[v]! + delta;
      }
      for (let b = nvertex; b < 2 * nvertex; b++)
        if (blossombase[b]! >= 0 && blossomparent[b] === -1) {
          if (label[b] === 1) dualvar[b] = dualvar[b]! + delta;
          else if (label[b] === 2) dualvar[b] = dualvar[b]! - delta;
        }
      if (deltatype === 1) break;
      if (deltatype === 2) {
        allowedge[deltaedge] = 1;
        let i = edgeA[deltaedge]!;
        if (label[inblossom[i]!] === 0) i = edgeB[deltaedge]!;
        queue.push(i);
      } else if (deltatype === 3) {
        allowedge[deltaedge] = 1;
        queue.push(edgeA[deltaedge]!);
      } else if (deltatype === 4) expandBlossom(deltablossom, false);
    }
    if (!augmented) break;
    for (let b = nvertex; b < 2 * nvertex; b++)
      if (blossomparent[b] === -1 && blossombase[b]! >= 0 && label[b] === 1 && dualvar[b] === 0)
        expandBlossom(b, true);
  }
  return Array.from(mate, (p) => (p >= 0 ? endpoint[p]! : -1));
}
