/**
 * brackets-manager's storage in memory, with the same rules as our database adapter (BracketStorage): ids
 * are positive integers from one sequence, rows come back in insertion order, a filter matches like jsonb
 * containment, an update by filter merges object fields, an update by id replaces the record, and values
 * go through JSON (a field set to undefined is dropped). The engine's tests run on it in milliseconds, and a new
 * bracket is drawn on it before it is written to the database in a few statements (bracket-creation.ts).
 */
import type { CrudInterface, DataTypes, OmitId, Table } from 'brackets-manager';
import { isObject } from './bracket-storage';

type Id = DataTypes[Table]['id'];
type JsonObject = Record<string, unknown>;

/** jsonb's `@>`: objects by key, arrays by element, everything else by equal value. */
function contains(stored: unknown, wanted: unknown): boolean {
  if (isObject(wanted))
    return isObject(stored) && Object.entries(wanted).every(([key, value]) => contains(stored[key], value));
  if (Array.isArray(wanted))
    return (
      Array.isArray(stored) && wanted.every((item) => stored.some((candidate) => contains(candidate, item)))
    );
  return stored === wanted;
}

function toData(value: object): JsonObject {
  const { id: _id, ...data } = JSON.parse(JSON.stringify(value)) as JsonObject;
  return data;
}

function rowId(id: Id): number | undefined {
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

interface Row {
  id: number;
  table: Table;
  data: JsonObject;
}

export class MemoryBracketStorage implements CrudInterface {
  private rows: Row[] = [];
  private lastId = 0;

  private matching(table: Table, filter?: JsonObject): Row[] {
    if (filter === undefined) return this.rows.filter((row) => row.table === table);
    const { id, ...rest } = filter;
    const wantedId = id === undefined ? undefined : rowId(id as Id);
    if (id !== undefined && wantedId === undefined) return [];
    const wanted = toData(rest);
    return this.rows.filter(
      (row) =>
        row.table === table && (wantedId === undefined || row.id === wantedId) && contains(row.data, wanted),
    );
  }

  private static toRecord<T>(row: Row): T {
    return { ...structuredClone(row.data), id: row.id } as T;
  }

  /** Every record, in insertion order (ids ascending). */
  records(): Array<{ id: number; table: Table; data: JsonObject }> {
    return this.rows.map((row) => ({ id: row.id, table: row.table, data: structuredClone(row.data) }));
  }

  insert<T extends Table>(table: T, value: OmitId<DataTypes[T]>): Promise<Id>;
  insert<T extends Table>(table: T, values: OmitId<DataTypes[T]>[]): Promise<boolean>;
  async insert(table: Table, value: object | object[]): Promise<Id | boolean> {
    const ids = (Array.isArray(value) ? value : [value]).map((item) => {
      this.lastId += 1;
      this.rows.push({ id: this.lastId, table, data: toData(item) });
      return this.lastId;
    });
    return Array.isArray(value) ? true : ids[0]!;
  }

  select<T extends Table>(table: T): Promise<Array<DataTypes[T]> | null>;
  select<T extends Table>(table: T, id: Id): Promise<DataTypes[T] | null>;
  select<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<Array<DataTypes[T]> | null>;
  async select(table: Table, arg?: Id | JsonObject): Promise<object | object[] | null> {
    if (arg === undefined || typeof arg === 'object')
      return this.matching(table, arg).map((row) => MemoryBracketStorage.toRecord<object>(row));
    const id = rowId(arg);
    const row = this.rows.find((candidate) => candidate.table === table && candidate.id === id);
    return row ? MemoryBracketStorage.toRecord<object>(row) : null;
  }

  update<T extends Table>(table: T, id: Id, value: DataTypes[T]): Promise<boolean>;
  update<T extends Table>(
    table: T,
    filter: Partial<DataTypes[T]>,
    value: Partial<DataTypes[T]>,
  ): Promise<boolean>;
  async update(table: Table, arg: Id | JsonObject, value: object): Promise<boolean> {
    const patch = toData(value);
    if (typeof arg === 'object') {
      for (const row of this.matching(table, arg))
        for (const [key, field] of Object.entries(patch))
          row.data[key] =
            isObject(row.data[key]) && isObject(field)
              ? { ...row.data[key], ...structuredClone(field) }
              : field;
      return true;
    }
    const id = rowId(arg);
    const row = this.rows.find((candidate) => candidate.table === table && candidate.id === id);
    if (!row) return false;
    row.data = patch;
    return true;
  }

  delete<T extends Table>(table: T): Promise<boolean>;
  delete<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<boolean>;
  async delete(table: Table, filter?: JsonObject): Promise<boolean> {
    const doomed = new Set(this.matching(table, filter));
    this.rows = this.rows.filter((row) => !doomed.has(row));
    return true;
  }
}
