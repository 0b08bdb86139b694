import core from './001-core';

export interface Migration {
  id: string;
  sql: string;
}

/** Append new migrations at the end; never edit one that has shipped. */
export const migrations: Migration[] = [core];
