/**
 * The number of pieces in the bag (sum of quantities) for the badges. The bag issue fills this in
 * from the server bag or the guest bag; until then the bag is empty.
 */
export function useBagCount(): number {
  return 0;
}
