/** brackets-manager's storage over our database: one tournament's records, inside the caller's transaction. */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { CrudInterface, DataTypes, OmitId, Table } from 'brackets-manager';
import type { DbOrTx } from '../../db/client';
import { bracketRecords } from '../../db/schema/brackets';

type Id = DataTypes[Table]['id'];
type JsonObject = Record<string, unknown>;

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
  constructor(
    private readonly tx: DbOrTx,
    private readonly tournamentId: number,
  ) {}

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
    if (Object.keys(rest).length > 0)
      conditions.push(sql`${bracketRecords.data} @> ${JSON.stringify(toData(rest))}::jsonb`);
    return and(...conditions);
  }

  insert<T extends Table>(table: T, value: OmitId<DataTypes[T]>): Promise<Id>;
  insert<T extends Table>(table: T, values: OmitId<DataTypes[T]>[]): Promise<boolean>;
  async insert(table: Table, value: object | object[]): Promise<Id | boolean> {
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
      return rows.map((row) => toRecord<object>(row));
    }
    const id = rowId(arg);
    if (id === undefined) return null;
    const [row] = await this.tx
      .select({ id: bracketRecords.id, data: bracketRecords.data })
      .from(bracketRecords)
      .where(and(this.scope(table), eq(bracketRecords.id, id)));
    return row ? toRecord<object>(row) : null;
  }

  update<T extends Table>(table: T, id: Id, value: DataTypes[T]): Promise<boolean>;
  update<T extends Table>(
    table: T,
    filter: Partial<DataTypes[T]>,
    value: Partial<DataTypes[T]>,
  ): Promise<boolean>;
  async update(table: Table, arg: Id | JsonObject, value: object): Promise<boolean> {
    if (typeof arg === 'object') {
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
    const rows = await this.tx
      .update(bracketRecords)
      .set({ data: toData(value) })
      .where(and(this.scope(table), eq(bracketRecords.id, id)))
      .returning({ id: bracketRecords.id });
    return rows.length > 0;
  }

  delete<T extends Table>(table: T): Promise<boolean>;
  delete<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<boolean>;
  async delete(table: Table, filter?: JsonObject): Promise<boolean> {
    const where = filter === undefined ? this.scope(table) : this.matching(table, filter);
    if (where) await this.tx.delete(bracketRecords).where(where);
    return true;
  }
}

/** Created per transaction and tournament: every bracket operation runs in the caller's transaction. */
export function createBracketStorage(tx: DbOrTx, tournamentId: number): BracketStorage {
  return new BracketStorage(tx, tournamentId);
}
