/** brackets-manager's storage over our database: one tournament's records, inside the caller's transaction. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CrudInterface, DataTypes, OmitId, Table } from 'brackets-manager';
import type { DbOrTx } from '../../db/client';
import { bracketRecords } from '../../db/schema/brackets';

type Id = DataTypes[Table]['id'];
type JsonObject = Record<string, unknown>;

/** A JSON object (not an array, not null): a record's data or a nested field of it. */
export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored form: brackets-manager sets fields to undefined to remove them, which JSON drops. */
function toData(value: object): JsonObject {
  const { id: _id, ...data } = JSON.parse(JSON.stringify(value)) as JsonObject;
  return data;
}

function toRecord<T>(row: { id: number; data: JsonObject }): T {
  return { ...row.data, id: row.id } as T;
}

/** Record ids are our row ids: positive integers (brackets-manager may hand them back as strings). */
function rowId(id: Id): number | undefined {
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * Every query is scoped to one tournament, so `select('match')` is that tournament's matches and a record of
 * another tournament is never read or changed. Rows come back in insertion order, which brackets-manager
 * relies on (the last match of a group is its final).
 */
export class BracketStorage implements CrudInterface {
  /**
   * Records this storage read or wrote by id, as stored, per table. A storage lives for one change or read (a
   * result holds its tournament's lock): brackets-manager and the result's listeners ask for the same match
   * several times, and each ask was a statement. Any write not made by id forgets the table.
   */
  private readonly known = new Map<Table, Map<number, JsonObject>>();

  constructor(
    private readonly tx: DbOrTx,
    private readonly tournamentId: number,
  ) {}

  private remember(table: Table, records: Array<{ id: number; data: JsonObject }>) {
    let of = this.known.get(table);
    if (!of) this.known.set(table, (of = new Map()));
    for (const record of records) of.set(record.id, structuredClone(record.data));
  }

  /** A copy: brackets-manager changes the records it is given. */
  private recall<T>(table: Table, id: number): T | undefined {
    const data = this.known.get(table)?.get(id);
    return data === undefined ? undefined : toRecord<T>({ id, data: structuredClone(data) });
  }

  private scope(table: Table): SQL {
    return and(eq(bracketRecords.tournamentId, this.tournamentId), eq(bracketRecords.tableName, table))!;
  }

  /** `id` is a column; every other key must be contained in the stored JSON. */
  private matching(table: Table, filter: JsonObject): SQL | undefined {
    const { id, ...rest } = filter;
    const conditions = [this.scope(table)];
    if (id !== undefined) {
      const value = rowId(id as Id);
      if (value === undefined) return undefined;
      conditions.push(eq(bracketRecords.id, value));
    }
    // A round's matches are found through bracket_records_round_idx, not by reading every match of the bracket.
    const round = rest.round_id;
    if (typeof round === 'number' || typeof round === 'string')
      conditions.push(sql`(${bracketRecords.data} ->> 'round_id') = ${String(round)}`);
    if (Object.keys(rest).length > 0)
      conditions.push(sql`${bracketRecords.data} @> ${JSON.stringify(toData(rest))}::jsonb`);
    return and(...conditions);
  }

  /** These records of `table` (ids of other tournaments or tables are left out), in one statement. */
  async selectByIds(table: Table, ids: number[]): Promise<object[]> {
    const wanted = [...new Set(ids)].filter((id) => rowId(id) !== undefined).sort((a, b) => a - b);
    const unknown = wanted.filter((id) => !this.known.get(table)?.has(id));
    if (unknown.length > 0) {
      const rows = await this.tx
        .select({ id: bracketRecords.id, data: bracketRecords.data })
        .from(bracketRecords)
        .where(and(this.scope(table), inArray(bracketRecords.id, unknown)));
      this.remember(table, rows);
    }
    return wanted.flatMap((id) => this.recall<object>(table, id) ?? []);
  }

  /**
   * Whether the bracket has matches and every one is settled (bracket.rules' isSettled: completed or archived, or
   * a bye), asked of the database so a result does not read every match to learn it.
   */
  async allMatchesSettled(): Promise<boolean> {
    const data = bracketRecords.data;
    const [row] = await this.tx
      .select({
        matches: sql<number>`count(*)::int`,
        open: sql<number>`count(*) FILTER (WHERE NOT (
          coalesce((${data} ->> 'status')::int, 0) >= 4
          OR (jsonb_typeof(${data} -> 'opponent1') = 'null' AND jsonb_typeof(${data} -> 'opponent2') = 'null')
          OR (jsonb_typeof(${data} -> 'opponent1') = 'null' AND ${data} -> 'opponent2' ->> 'id' IS NOT NULL)
          OR (jsonb_typeof(${data} -> 'opponent2') = 'null' AND ${data} -> 'opponent1' ->> 'id' IS NOT NULL)
        ))::int`,
      })
      .from(bracketRecords)
      .where(this.scope('match'));
    return (row?.matches ?? 0) > 0 && row?.open === 0;
  }

  insert<T extends Table>(table: T, value: OmitId<DataTypes[T]>): Promise<Id>;
  insert<T extends Table>(table: T, values: OmitId<DataTypes[T]>[]): Promise<boolean>;
  async insert(table: Table, value: object | object[]): Promise<Id | boolean> {
    this.known.delete(table);
    const values = (Array.isArray(value) ? value : [value]).map((item) => ({
      tournamentId: this.tournamentId,
      tableName: table,
      data: toData(item),
    }));
    if (values.length === 0) return true;
    const rows = await this.tx.insert(bracketRecords).values(values).returning({ id: bracketRecords.id });
    if (Array.isArray(value)) return true;
    const [row] = rows;
    if (!row) throw new Error('insert into bracket_records returned no row');
    return row.id;
  }

  select<T extends Table>(table: T): Promise<Array<DataTypes[T]> | null>;
  select<T extends Table>(table: T, id: Id): Promise<DataTypes[T] | null>;
  select<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<Array<DataTypes[T]> | null>;
  async select(table: Table, arg?: Id | JsonObject): Promise<object | object[] | null> {
    if (arg === undefined || typeof arg === 'object') {
      const where = arg === undefined ? this.scope(table) : this.matching(table, arg);
      if (!where) return [];
      const rows = await this.tx
        .select({ id: bracketRecords.id, data: bracketRecords.data })
        .from(bracketRecords)
        .where(where)
        .orderBy(asc(bracketRecords.id));
      // A round's matches are asked for again by id; a whole table (a start, a finish) is not kept.
      if (arg !== undefined) this.remember(table, rows);
      return rows.map((row) => toRecord<object>(row));
    }
    const id = rowId(arg);
    if (id === undefined) return null;
    const known = this.recall<object>(table, id);
    if (known) return known;
    const [row] = await this.tx
      .select({ id: bracketRecords.id, data: bracketRecords.data })
      .from(bracketRecords)
      .where(and(this.scope(table), eq(bracketRecords.id, id)));
    if (!row) return null;
    this.remember(table, [row]);
    return toRecord<object>(row);
  }

  update<T extends Table>(table: T, id: Id, value: DataTypes[T]): Promise<boolean>;
  update<T extends Table>(
    table: T,
    filter: Partial<DataTypes[T]>,
    value: Partial<DataTypes[T]>,
  ): Promise<boolean>;
  async update(table: Table, arg: Id | JsonObject, value: object): Promise<boolean> {
    if (typeof arg === 'object') {
      this.known.delete(table);
      // An update by filter changes only the given fields, and inside an object field (a match's opponent1,
      // opponent2) only the given keys, as brackets-manager's own storages do: `{ opponent1: { score: 2 } }`
      // keeps the opponent's id and result.
      const where = this.matching(table, arg);
      if (!where) return true;
      const patch = JSON.stringify(toData(value));
      await this.tx
        .update(bracketRecords)
        .set({
          data: sql`${bracketRecords.data} || (
            SELECT coalesce(jsonb_object_agg(field.key, CASE
              WHEN jsonb_typeof(${bracketRecords.data} -> field.key) = 'object' AND jsonb_typeof(field.value) = 'object'
              THEN (${bracketRecords.data} -> field.key) || field.value
              ELSE field.value END), '{}'::jsonb)
            FROM jsonb_each(${patch}::jsonb) AS field)`,
        })
        .where(where);
      return true;
    }
    // An update by id replaces the record, so fields brackets-manager removed are gone.
    const id = rowId(arg);
    if (id === undefined) return false;
    const data = toData(value);
    const rows = await this.tx
      .update(bracketRecords)
      .set({ data })
      .where(and(this.scope(table), eq(bracketRecords.id, id)))
      .returning({ id: bracketRecords.id });
    if (rows.length > 0) this.remember(table, [{ id, data }]);
    else this.known.get(table)?.delete(id);
    return rows.length > 0;
  }

  delete<T extends Table>(table: T): Promise<boolean>;
  delete<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<boolean>;
  async delete(table: Table, filter?: JsonObject): Promise<boolean> {
    this.known.delete(table);
    const where = filter === undefined ? this.scope(table) : this.matching(table, filter);
    if (where) await this.tx.delete(bracketRecords).where(where);
    return true;
  }
}

/** Created per transaction and tournament: every bracket operation runs in the caller's transaction. */
/** The fields of a brackets-manager record that hold another record's id (opponents hold a participant's). */
const REFERENCES = ['stage_id', 'group_id', 'round_id', 'parent_id'] as const;
const OPPONENTS = ['opponent1', 'opponent2'] as const;
const WRITE_CHUNK = 1000;

/** A record as it was written: its row id, table and data (references changed to row ids). */
export interface WrittenRecord {
  id: number;
  table: Table;
  data: JsonObject;
}

/**
 * Writes records drawn elsewhere (a MemoryBracketStorage) as this tournament's, in a few statements: ids are
 * taken from the table's own sequence, in the records' order (which brackets-manager reads back as insertion
 * order), and every reference to a drawn id is changed to its new one. Answers the new id of each drawn id and
 * the records as written.
 */
export async function writeDrawnRecords(
  tx: DbOrTx,
  tournamentId: number,
  records: ReadonlyArray<{ id: number; table: Table; data: JsonObject }>,
): Promise<{ idOf: Map<number, number>; written: WrittenRecord[] }> {
  if (records.length === 0) return { idOf: new Map(), written: [] };
  const reserved = (await tx.execute(sql`
    SELECT nextval(pg_get_serial_sequence('bracket_records', 'id'))::int AS id
    FROM generate_series(1, ${records.length})
  `)) as unknown as { rows: Array<{ id: number }> };
  const ids = reserved.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  const drawnIds = records.map((record) => record.id);
  const idOf = new Map(drawnIds.map((id, i) => [id, ids[i]!]));
  const newId = (id: unknown) => {
    const mapped = typeof id === 'number' ? idOf.get(id) : undefined;
    if (mapped === undefined) throw new Error(`a drawn bracket record refers to an unknown id ${String(id)}`);
    return mapped;
  };
  const rows = records.map((record) => {
    const data: JsonObject = { ...record.data };
    for (const key of REFERENCES)
      if (data[key] !== undefined && data[key] !== null) data[key] = newId(data[key]);
    for (const key of OPPONENTS) {
      const opponent = data[key];
      if (isObject(opponent) && opponent.id !== null && opponent.id !== undefined)
        data[key] = { ...opponent, id: newId(opponent.id) };
    }
    return { id: newId(record.id), table_name: record.table, data };
  });
  for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
    await tx.execute(sql`
      INSERT INTO bracket_records (id, tournament_id, table_name, data) OVERRIDING SYSTEM VALUE
      SELECT r.id, ${tournamentId}, r.table_name, r.data
      FROM jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + WRITE_CHUNK))}::jsonb)
        AS r(id int, table_name text, data jsonb)
      ORDER BY r.id
    `);
  }
  return { idOf, written: rows.map((row) => ({ id: row.id, table: row.table_name, data: row.data })) };
}

export function createBracketStorage(tx: DbOrTx, tournamentId: number): BracketStorage {
  return new BracketStorage(tx, tournamentId);
}
