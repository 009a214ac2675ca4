/** A dated table of content/data/, checked against its schema at build time (src/build/dated-tables.mjs). */
declare module 'dated-table:*' {
  const table: unknown;
  export default table;
}
