/*
 * Party and event planning: quantities per guest and per hour, and how many bottles, packs or
 * tables they come to, with the rules of thumb each is based on beside it.
 *
 * - food.ts: appetizer pieces, meat and side dishes per guest, and the raw weight a cooked weight needs.
 * - cake-servings.ts: the wedding servings in a cake tier of each size and shape (Wilton chart).
 * - tables.ts: the seats at common round and banquet rental tables and the floor a seated guest takes.
 * - shares.ts: the rule that percentage shares of a whole (a drinks mix, a budget) add up to 100 %.
 * - drinks.ts: drinks per guest over a party's hours and the servings in a bottle of wine or spirits.
 */
