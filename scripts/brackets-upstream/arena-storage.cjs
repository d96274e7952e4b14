// Loaded by mocha (--require) when brackets-manager's upstream suite runs on our storage: the suite's
// `require('brackets-json-db')` and `require('brackets-memory-db')` get ArenaStorage, our database adapter
// (BracketStorage) on an embedded database. CommonJS because the upstream tests are.
//
// Record ids: our adapter's ids are row ids, one sequence for every table and every tournament; the suite
// reads records by the ids the reference storage would give (0, 1, 2... per table, the highest plus one).
// This wrapper only translates the `id` of records, filters and arguments between the two; every other
// field, and every rule of storing, matching, merging and ordering, is our adapter's.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by mocha's --require */
const Module = require('node:module');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const databaseModule = pathToFileURL(
  path.resolve(__dirname, '../../apps/api/test/brackets-upstream-database.ts'),
).href;
let loaded;
const database = () => (loaded ??= import(databaseModule));

const tables = ['participant', 'stage', 'group', 'round', 'match', 'match_game'];

class ArenaStorage {
  constructor() {
    this.pending = this.fresh();
  }

  /** A new, empty bracket scope (a new tournament) and an empty id translation. */
  fresh() {
    return (async () => {
      this.inner = await (await database()).openBracketScope();
      this.toRow = Object.fromEntries(tables.map((t) => [t, new Map()]));
      this.toVisible = Object.fromEntries(tables.map((t) => [t, new Map()]));
    })();
  }

  /** Synchronous like the reference storages' reset: later calls wait for it. */
  reset() {
    this.pending = this.pending.then(() => this.fresh());
  }

  /** brackets-memory-db's way to load records with given ids (the suite's unit tests use it). */
  setData(data) {
    this.pending = this.pending.then(async () => {
      await this.fresh();
      for (const table of tables)
        for (const record of data[table] ?? []) {
          // A record given without an id has none in brackets-memory-db either.
          const { id, ...rest } = record;
          this.remember(table, id, Number(await this.inner.insert(table, rest)));
        }
    });
  }

  async ready() {
    await this.pending;
    return this.inner;
  }

  remember(table, visible, row) {
    if (visible !== undefined) this.toRow[table].set(visible, row);
    this.toVisible[table].set(row, visible);
  }

  nextVisible(table) {
    return Math.max(-1, ...this.toRow[table].keys()) + 1;
  }

  rowOf(table, visible) {
    return this.toRow[table].get(typeof visible === 'string' ? Number(visible) : visible);
  }

  outward(table, record) {
    if (!record) return record;
    const { id, ...rest } = record;
    const visible = this.toVisible[table].get(Number(id));
    return visible === undefined ? rest : { ...rest, id: visible };
  }

  /** A filter in row ids; null when it names an id that does not exist. */
  inward(table, filter) {
    if (filter.id === undefined) return filter;
    const row = this.rowOf(table, filter.id);
    return row === undefined ? null : { ...filter, id: row };
  }

  async insert(table, value) {
    const inner = await this.ready();
    if (!Array.isArray(value)) {
      const visible = this.nextVisible(table);
      const row = await inner.insert(table, value);
      this.remember(table, visible, Number(row));
      return visible;
    }
    const result = await inner.insert(table, value);
    for (const record of (await inner.select(table)) ?? []) {
      const row = Number(record.id);
      if (!this.toVisible[table].has(row)) this.remember(table, this.nextVisible(table), row);
    }
    return result;
  }

  async select(table, arg) {
    const inner = await this.ready();
    if (arg === undefined) return ((await inner.select(table)) ?? []).map((r) => this.outward(table, r));
    if (typeof arg !== 'object') {
      const row = this.rowOf(table, arg);
      return row === undefined ? null : this.outward(table, await inner.select(table, row));
    }
    const filter = this.inward(table, arg);
    if (filter === null) return [];
    const records = await inner.select(table, filter);
    return records && records.map((r) => this.outward(table, r));
  }

  async update(table, arg, value) {
    const inner = await this.ready();
    if (typeof arg !== 'object') {
      const row = this.rowOf(table, arg);
      return row === undefined ? false : inner.update(table, row, value);
    }
    const filter = this.inward(table, arg);
    return filter === null ? true : inner.update(table, filter, value);
  }

  async delete(table, filter) {
    const inner = await this.ready();
    const inwardFilter = filter === undefined ? undefined : this.inward(table, filter);
    if (inwardFilter === null) return true;
    const doomed = (await inner.select(table, ...(inwardFilter ? [inwardFilter] : []))) ?? [];
    const result = await inner.delete(table, ...(inwardFilter ? [inwardFilter] : []));
    for (const record of doomed) {
      const row = Number(record.id);
      this.toRow[table].delete(this.toVisible[table].get(row));
      this.toVisible[table].delete(row);
    }
    return result;
  }
}

// The suite's storages, replaced by ours.
const replacements = {
  'brackets-json-db': { JsonDatabase: ArenaStorage },
  'brackets-memory-db': { InMemoryDatabase: ArenaStorage },
};
const load = Module._load;
Module._load = function loadWithArenaStorage(request, parent, isMain) {
  if (Object.hasOwn(replacements, request)) return replacements[request];
  return load.call(this, request, parent, isMain);
};

// The embedded database would keep the process alive after mocha's last test.
exports.mochaHooks = {
  async afterAll() {
    if (loaded) await (await loaded).closeDatabase();
  },
};
